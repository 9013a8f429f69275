import { expect, test, type Page } from "@playwright/test";
import { addCustomer, removeSpecRecords, signInViaApi } from "./support";

// A phone 360 px wide with long unbroken values on the lists: a 60-character e-mail must wrap inside
// its card, not widen the page and push the row's actions off screen.

const PREFIX = "NarrowE2E";
const EMAIL = "ahmed.raza.khan.narrow.e2e.resident.of.room.nine@example.com";
const LISTS = [
  "/customers",
  `/customers?searchTerm=${PREFIX}`,
  "/rooms",
  "/bookings",
  "/staffs",
  "/workers",
  "/salaries",
  "/maintenances",
  "/histories",
  "/dues",
  "/occupancy",
  "/audit",
  "/administrators",
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
  await removeSpecRecords(page.request, PREFIX, PREFIX);
});

test.afterEach(async ({ page }) => {
  await page.request.post("/api/language", { data: { language: "en" } });
  await removeSpecRecords(page.request, PREFIX, PREFIX);
});

test("a 60-character e-mail wraps inside its card, and no list is wider than a 360 px phone", async ({ page }) => {
  expect(EMAIL).toHaveLength(60);
  await addCustomer(page.request, { name: `${PREFIX} Ahmed Raza Khan`, father: "Raza Khan", phone: "0300-1234567", email: EMAIL });

  for (const language of ["en", "ur"]) {
    await page.request.post("/api/language", { data: { language } });
    await page.goto(`/customers?searchTerm=${PREFIX}`);
    const card = page.getByRole("row").filter({ hasText: EMAIL });
    await expect(card).toBeVisible();
    // The whole e-mail is on screen, wrapped within the card, and the actions are in reach.
    const box = (await card.boundingBox())!;
    expect(box.x, language).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, language).toBeLessThanOrEqual(360);
    await expect(card.getByText(EMAIL)).toHaveText(EMAIL);
    for (const name of language === "en" ? ["View", "Edit", "Delete"] : [])
      await expect(card.getByRole("link", { name }).or(card.getByRole("button", { name }))).toBeInViewport();

    const tooWide: string[] = [];
    for (const path of LISTS) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const width = await pageWidth(page);
      if (width > 360) tooWide.push(`${language} ${path}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
  }
});

test("in Urdu a Latin name keeps its word spaces (the Nastaliq face's narrow space is for Urdu only)", async ({ page }) => {
  await addCustomer(page.request, { name: `${PREFIX} Ahmed Raza Khan`, father: "Raza Khan", phone: "0300-1234567" });
  await page.request.post("/api/language", { data: { language: "ur" } });
  await page.goto(`/customers?searchTerm=${PREFIX}`);
  const name = page.getByRole("cell").filter({ hasText: `${PREFIX} Ahmed Raza Khan` });
  await expect(name).toBeVisible();
  // A space's width in the name's own font: the name with its spaces against the name without them.
  const spaceInEm = await name.evaluate(async (cell) => {
    await document.fonts.ready;
    const width = (text: string) => {
      const probe = document.createElement("span");
      probe.textContent = text;
      probe.style.cssText = "position: absolute; white-space: pre"; // out of the card's flex row, on one line
      cell.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    };
    return (width("Ahmed Raza Khan") - width("AhmedRazaKhan")) / 2 / parseFloat(getComputedStyle(cell).fontSize);
  });
  // A sans face's space is about 0.3 em; Nastaliq's was 0.13 em, which read as "AhmedRazaKhan".
  expect(spaceInEm).toBeGreaterThan(0.22);
});
