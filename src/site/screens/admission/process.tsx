// /admission/process (spec 2.5): Scan QR-Code, in english, hindi or marathi as ?active= says
// (english when it says nothing else), each language with its own QR code; on phones, a
// Download App link.
import { DEFAULT_QR_LANGUAGE, QR_LANGUAGES, type QrLanguage } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { DownloadApp } from "./DownloadApp.tsx";
import { CategoryChips } from "../../components/CategoryChips.tsx";
import { admissionDashboard } from "./admission.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/process.ts";

const QR_FIELDS = {
  english: "app_qr_code",
  hindi: "app_hindi_qr_code",
  marathi: "app_marathi_qr_code",
} as const satisfies Record<QrLanguage, string>;

const LANGUAGE_LABELS: Record<QrLanguage, string> = {
  english: "English",
  hindi: "Hindi",
  marathi: "Marathi",
};

function languageOf(value: string | null): QrLanguage {
  return QR_LANGUAGES.find((language) => language === value) ?? DEFAULT_QR_LANGUAGE;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const active = languageOf(new URL(request.url).searchParams.get("active"));
  const dashboard = await admissionDashboard(context);
  const key = dashboard?.[QR_FIELDS[active]];
  return {
    title: "Admission Process",
    description: metaDescription(
      `Scan the QR code to apply for admission to ${context.tenant.insName} through the app (${LANGUAGE_LABELS[active]}).`,
    ),
    path: routes.admissionProcess(active),
    active,
    languages: QR_LANGUAGES.map((language) => ({
      id: language,
      label: LANGUAGE_LABELS[language],
      href: routes.admissionProcess(language),
    })),
    qr: key ? { url: mediaUrl(context.mediaBaseUrl, key), label: LANGUAGE_LABELS[active] } : null,
  };
}

export const meta = sectionMeta;

export default function AdmissionProcess({ loaderData }: Route.ComponentProps) {
  const { active, languages, qr } = loaderData;
  return (
    <section className="space-y-6" aria-labelledby="scan-qr-code">
      <h2 id="scan-qr-code" className="text-xl font-semibold">
        Scan QR-Code
      </h2>
      <CategoryChips links={languages} label="Language of the QR code" current={active} />
      {qr ? (
        <img
          src={qr.url}
          alt={`QR code of the admission app (${qr.label})`}
          width={240}
          height={240}
          className="h-60 w-60 card bg-white object-contain p-2"
        />
      ) : (
        <p>No QR code has been added yet.</p>
      )}
      <DownloadApp />
    </section>
  );
}
