import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support";

// Phones and wide screens: nothing scrolls sideways at 360 px, list rows become cards with their
// actions in reach, and from 1280 px the sidebar is docked beside the content.

const SCREENS = [
  ...[
    "/",
    "/customers",
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
    "/profile",
  ],
  ...[
    "/customers/add-customer",
    "/rooms/add-rooms",
    "/bookings/add-bookings",
    "/staffs/add-staff",
    "/workers/add-workers",
    "/salaries/add-salary",
  ],
  ...["/maintenances/add-maintenances", "/histories/add-history"],
];

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no screen scrolls sideways", async ({ page }) => {
    await signInViaApi(page);
    const overflowing: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
  });

  test("a list row is a card: each value under its column's name, View, Edit and Delete at hand", async ({ page }) => {
    await signInViaApi(page);
    const created = await page.request.post("/api/rooms/add-room", {
      data: { roomNumber: "Room 35", roomType: "double", floorNumber: "second", capacity: 2, monthlyRent: 7000 },
    });
    const roomId = created.ok() ? ((await created.json()) as { data: { _id: string } }).data._id : null;
    try {
      await page.goto("/rooms?searchTerm=Room%2035");
      const card = page.getByRole("row").filter({ hasText: "Room 35" });
      await expect(card).toBeVisible();
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // The column's name is shown beside its value, since the header row is hidden.
      const capacity = card.locator('td[data-label="Total Capacity"]');
      await expect(capacity).toHaveText("2");
      expect(await capacity.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Total Capacity"');
      for (const name of ["View", "Edit", "Delete"]) {
        const action = card.getByRole("button", { name }).or(card.getByRole("link", { name }));
        await expect(action).toBeInViewport();
        const size = (await action.boundingBox())!;
        expect(size.width).toBeGreaterThanOrEqual(40);
      }
      await card.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("dialog").getByText("Delete Room 35? This cannot be undone.")).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    } finally {
      if (roomId) await page.request.delete(`/api/rooms/delete-room/${roomId}`);
    }
  });
});

test("dates are typed and shown as DD-MM-YYYY, and the fields a form needs are marked", async ({ page }) => {
  await signInViaApi(page);
  await page.goto("/customers/add-customer");
  const birth = page.getByLabel("Date of Birth");
  await expect(birth).toHaveAttribute("placeholder", "DD-MM-YYYY");
  await birth.pressSequentially("15072004");
  await expect(birth).toHaveValue("15-07-2004");
  await birth.fill("31-02-2004");
  await birth.blur();
  await expect(page.getByText("Date of birth must be a valid date")).toBeVisible();

  // Name, Father's Name and Contact Number cannot be left empty; the rest can.
  const marked = await page
    .locator("form label")
    .evaluateAll((labels) => labels.filter((label) => label.nextElementSibling?.textContent === "*").map((label) => label.textContent));
  expect(marked).toEqual(["Name", "Father's Name", "Contact Number"]);
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("City")).not.toHaveAttribute("required", "");
});

test.describe("from 1280 px", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the sidebar is docked open beside the content; choosing an entry leaves it open; the menu icon folds it away and back", async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.goto("/");
    const sidebar = page.getByRole("navigation", { name: "Main" });
    await expect(sidebar).toBeVisible();
    const main = (await page.locator("main").boundingBox())!;
    const side = (await sidebar.boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(main.x + 1);

    await sidebar.getByRole("link", { name: "Rooms" }).click();
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Rooms" })).toHaveAttribute("aria-current", "page");
    // Docked, it is part of the page: no dialog, nothing to dismiss.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const toggle = page.getByRole("button", { name: "Hide menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar).toBeHidden();
    const wider = (await page.locator("main").boundingBox())!;
    expect(wider.x).toBeLessThan(main.x);
    await page.getByRole("button", { name: "Show menu" }).click();
    await expect(sidebar).toBeVisible();
  });

  test("below 1280 px the same menu icon opens the spec's drawer, which closes on a choice", async ({ page }) => {
    await signInViaApi(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/rooms");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Customers" }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(drawer).toBeHidden();
  });
});
