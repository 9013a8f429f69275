import "server-only";
import { createTranslator } from "next-intl";
import { en } from "@/messages/en";
import { ur } from "@/messages/ur";
import { compiled } from "./compiled";
import type { Locale } from "../../i18n/locales";

const catalogues = { en, ur };
type Outgoing = keyof typeof en.outgoing;

/**
 * The translator of the texts that leave the panel (a reminder, a mail) in `language`: the catalogue
 * as written, without the bidi isolates the screens put around values, since these are plain text.
 */
export const outgoingTexts = <Part extends Outgoing>(language: Locale, part: Part) =>
  createTranslator({ locale: language, messages: compiled(catalogues[language]), namespace: `outgoing.${part}` as `outgoing.${Part}` });
