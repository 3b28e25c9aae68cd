// The admission section's own words in the page's language (decision 074): said here, on the
// server, and sent with each page's data.
import type { QrLanguage } from "#contract/constants.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** The admission application's pages: the list, a panel and its detail. */
export function applicationText(locale: Locale) {
  const o = { locale };
  return {
    none: m.admission_no_applications({}, o),
    applications: m.admission_applications({}, o),
    loading: m.admission_loading({}, o),
    /** "Show the details of {name}". */
    showDetails: m.admission_show_details({ name: "{name}" }, o),
    fill: m.admission_fill({}, o),
    brochure: m.admission_download_brochure({}, o),
    instructions: m.admission_instructions({}, o),
  };
}

/** The document checklist's words. */
export function documentText(locale: Locale) {
  const o = { locale };
  return {
    none: m.admission_no_documents({}, o),
    /** "Document {number}": an untitled document, by its place. */
    untitled: m.admission_document_number({ number: "{number}" }, o),
    viewAttachment: m.admission_view_attachment({}, o),
  };
}

/** The admission process's words: the QR code's languages, its heading, alt text and links. */
export function processText(locale: Locale) {
  const o = { locale };
  const languages: Record<QrLanguage, string> = {
    english: m.admission_qr_english({}, o),
    hindi: m.admission_qr_hindi({}, o),
    marathi: m.admission_qr_marathi({}, o),
  };
  return {
    languages,
    scanQr: m.admission_scan_qr({}, o),
    qrLanguage: m.admission_qr_language({}, o),
    /** "QR code of the admission app ({language})". */
    qrAlt: m.admission_qr_alt({ language: "{language}" }, o),
    noQr: m.admission_no_qr({}, o),
    appStore: m.admission_app_store({}, o),
    googlePlay: m.admission_google_play({}, o),
  };
}
