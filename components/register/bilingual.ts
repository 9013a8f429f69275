import { register as english } from "@/messages/en/register";
import { register as urdu } from "@/messages/ur/register";

/** A label of the prints, in English with its Urdu beside it (docs/register.md, "Prints"): whatever the screen's language. */
export interface Bilingual {
  en: string;
  ur: string;
}

type Sheet = typeof english.sheet;
type SheetKey = Exclude<keyof Sheet, "idTypes">;

/** Every label of the register's prints in both languages, read from both catalogues (the screen's language is only one of them). */
export async function bilingualLabels(): Promise<{
  label: (key: SheetKey) => Bilingual;
  idType: (type: keyof Sheet["idTypes"]) => Bilingual;
}> {
  return {
    label: (key) => ({ en: english.sheet[key], ur: urdu.sheet[key] }),
    idType: (type) => ({ en: english.sheet.idTypes[type], ur: urdu.sheet.idTypes[type] }),
  };
}
