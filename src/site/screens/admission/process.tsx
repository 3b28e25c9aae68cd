// /admission/process (spec 2.5): Scan QR-Code, in english, hindi or marathi as ?active= says
// (english when it says nothing else), each language with its own QR code; on phones, a
// Download App link.
import { DEFAULT_QR_LANGUAGE, QR_LANGUAGES, type QrLanguage } from "#contract/constants.ts";
import { ADMISSION_TABS, routes } from "#contract/links.ts";
import { DownloadApp } from "./DownloadApp.tsx";
import { CategoryChips } from "../../components/CategoryChips.tsx";
import { admissionDashboard } from "./admission.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { fill } from "../../i18n/use-text.ts";
import { processText } from "./admission-text.server.ts";
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/process.ts";

const QR_FIELDS = {
  english: "app_qr_code",
  hindi: "app_hindi_qr_code",
  marathi: "app_marathi_qr_code",
} as const satisfies Record<QrLanguage, string>;

function languageOf(value: string | null): QrLanguage {
  return QR_LANGUAGES.find((language) => language === value) ?? DEFAULT_QR_LANGUAGE;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const active = languageOf(new URL(request.url).searchParams.get("active"));
  const dashboard = await admissionDashboard(context);
  const key = dashboard?.[QR_FIELDS[active]];
  const text = processText(context.locale);
  const labels = text.languages;
  return {
    title: tabLabel(ADMISSION_TABS, "process", context.locale),
    description: metaDescription(
      m.admission_process_description(
        { name: context.tenant.insName, language: labels[active] },
        { locale: context.locale },
      ),
    ),
    path: routes.admissionProcess(active),
    active,
    languages: QR_LANGUAGES.map((language) => ({
      id: language,
      label: labels[language],
      href: routes.admissionProcess(language),
    })),
    qr: key ? { url: mediaUrl(context.mediaBaseUrl, key), label: labels[active] } : null,
    text: {
      scanQr: text.scanQr,
      qrLanguage: text.qrLanguage,
      qrAlt: text.qrAlt,
      noQr: text.noQr,
      stores: { ios: text.appStore, android: text.googlePlay },
    },
  };
}

export const meta = sectionMeta;

export default function AdmissionProcess({ loaderData }: Route.ComponentProps) {
  const { active, languages, qr, text } = loaderData;
  return (
    <section className="space-y-6" aria-labelledby="scan-qr-code">
      <h2 id="scan-qr-code" className="text-xl font-semibold">
        {text.scanQr}
      </h2>
      <CategoryChips links={languages} label={text.qrLanguage} current={active} />
      {qr ? (
        <img
          src={qr.url}
          alt={fill(text.qrAlt, { language: qr.label })}
          width={240}
          height={240}
          className="h-60 w-60 card bg-white object-contain p-2"
        />
      ) : (
        <p>{text.noQr}</p>
      )}
      <DownloadApp labels={text.stores} />
    </section>
  );
}
