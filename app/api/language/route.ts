import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { languageSchema } from "@/lib/validations/auth";
import { setLanguage } from "@/lib/server/services/auth";
import { languageCookie } from "@/lib/i18n/locales";

// POST /api/language { language: "en" | "ur" }: the panel's language. Kept on the signed-in
// administrator's account (and applied at their next sign-in); the cookie carries it for this browser,
// the sign-in screens included.
export const POST = adminRoute({ public: true, body: languageSchema }, async ({ admin, body: { language } }) => {
  if (admin) await setLanguage(admin.id, language);
  const response = NextResponse.json({ language });
  response.cookies.set(languageCookie(language));
  return response;
});
