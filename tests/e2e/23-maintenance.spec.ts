import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInViaApi } from "./support";

// Every job of this spec carries this word, so other specs' jobs never disturb its searches and counts.
const TAG = "MaintE2E";

interface Job {
  _id: string;
  title: string;
}

async function jobsTagged(request: APIRequestContext): Promise<Job[]> {
  const response = await request.get("/api/maintenance/get-all-maintenance");
  expect(response.status()).toBe(200);
  const { maintenance } = (await response.json()) as { maintenance: Job[] };
  return maintenance.filter((job) => job.title.includes(TAG));
}

async function removeTaggedJobs(request: APIRequestContext) {
  for (const job of await jobsTagged(request)) {
    expect((await request.delete(`/api/maintenance/delete-maintenance/${job._id}`)).status()).toBe(200);
  }
}

async function search(page: Page, term: string) {
  await page.getByPlaceholder("Search maintenance").fill(term);
  await expect(page).toHaveURL(new RegExp(`searchTerm=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}`));
}

test.beforeEach(async ({ page }) => {
  await signInViaApi(page);
  await removeTaggedJobs(page.request); // leftovers of an earlier, interrupted run
});

test.afterEach(async ({ page }) => {
  await removeTaggedJobs(page.request);
});

test("add, list, view, edit and delete a maintenance job through the screens", async ({ page }) => {
  const title = `${TAG} Leaking geyser`;

  await page.goto("/maintenances");
  await expect(page.getByRole("heading", { name: "Maintenance" })).toBeVisible();
  const headers = page.getByRole("table").getByRole("columnheader");
  await page.getByRole("link", { name: "Add Maintenance" }).click();
  await expect(page).toHaveURL(/\/maintenances\/add-maintenances$/);
  await expect(page.getByRole("heading", { name: "Add Maintenance" })).toBeVisible();

  // The four required fields say so, each with one star as on the other forms; the status starts as Pending.
  const marked = page.locator("form label").locator("xpath=..");
  for (const label of ["Title", "Maintenance Type", "Location", "Issue Description"]) {
    await expect(marked.filter({ has: page.getByText(label, { exact: true }) })).toHaveText(`${label}*`);
  }
  await expect(marked.filter({ has: page.getByText("Assigned To", { exact: true }) })).toHaveText("Assigned To");
  const status = page.getByLabel("Status");
  await expect(status).toHaveValue("Pending");
  await page.getByRole("button", { name: "Add Maintenance" }).click();
  for (const message of ["Title is required", "Maintenance type is required", "Location is required", "Issue description is required"]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/maintenances\/add-maintenances$/);

  // The nine types and three payment methods are offered.
  await expect(page.getByLabel("Maintenance Type").locator("option")).toHaveText([
    "Select maintenance type",
    "Plumbing",
    "Electrical",
    "Cleaning",
    "Furniture",
    "Gardening",
    "Painting",
    "Geyser",
    "Fridge",
    "Other",
  ]);
  await expect(page.getByLabel("Payment Method").locator("option")).toHaveText([
    "Select payment method",
    "Cash",
    "Bank Transfer",
    "JazzCash",
    "Easypaisa",
    "Other",
  ]);
  await expect(status.locator("option")).toHaveText(["Pending", "In Progress", "Completed", "Cancelled"]);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Maintenance Type").selectOption("Geyser");
  await page.getByLabel("Location").fill("Room 7 washroom");
  await page.getByLabel("Issue Description").fill("The geyser in the washroom drips and the water stays cold.");
  await page.getByLabel("Assigned To").fill("Aslam Plumber");
  await page.getByLabel("Total Cost (PKR)").fill("4500");
  await page.getByLabel("Payment Method").selectOption("Cash");
  await page.getByLabel("Payment Date").fill("16-06-2025");
  await page.getByLabel("Paid By").fill("Warden Tariq");
  await page.getByLabel("Work Start Date").fill("14-06-2025");
  // The work cannot end before it starts.
  await page.getByLabel("Work Completion Date").fill("10-06-2025");
  await page.getByRole("button", { name: "Add Maintenance" }).click();
  await expect(page.getByText("Work completion date cannot be before the work start date")).toBeVisible();
  await page.getByLabel("Work Completion Date").fill("15-06-2025");
  await page.getByRole("button", { name: "Add Maintenance" }).click();

  await expect(page.getByText("Maintenance data added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/maintenances$/);
  await expect(headers).toHaveText(["Sr #", "Title", "Total Cost", "Status", "Paid By", "Date", "Actions"]);

  await search(page, TAG);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByRole("cell")).toHaveText(["1", title, "PKR 4,500", "Pending", "Warden Tariq", "14-06-2025", ""]);

  // View: every field, dates DD-MM-YYYY, cost in PKR.
  await row.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/maintenances\/view-maintenance\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const details = page.locator("dl");
  const shown: [string, string][] = [
    ["Maintenance Type", "Geyser"],
    ["Issue Description", "The geyser in the washroom drips and the water stays cold."],
    ["Location", "Room 7 washroom"],
    ["Assigned To", "Aslam Plumber"],
    ["Work Start Date", "14-06-2025"],
    ["Work Completion Date", "15-06-2025"],
    ["Status", "Pending"],
    ["Total Cost", "PKR 4,500"],
    ["Payment Method", "Cash"],
    ["Payment Date", "16-06-2025"],
    ["Paid By", "Warden Tariq"],
  ];
  for (const [label, value] of shown) {
    await expect(
      details
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd"),
    ).toHaveText(value);
  }
  await expect(details.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/)).toHaveCount(2);

  // Edit: the status changes, the rest stays.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Maintenance" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Work Start Date")).toHaveValue("14-06-2025");
  await expect(page.getByLabel("Total Cost (PKR)")).toHaveValue("4500");
  await page.getByLabel("Status").selectOption("Completed");
  await page.getByRole("button", { name: "Update Maintenance" }).click();
  await expect(page.getByText("Maintenance has been updated!")).toBeVisible();
  await expect(page).toHaveURL(/\/maintenances$/);
  await search(page, TAG);
  await expect(
    page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("cell")
      .nth(3),
  ).toHaveText("Completed");

  // Delete: Cancel keeps the job, Delete removes it.
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("button", { name: "Delete" })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Deletion")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Maintenance deleted successfully!")).toBeVisible();
  await expect(page.getByText("No data found.")).toBeVisible();
  expect(await jobsTagged(page.request)).toHaveLength(0);
});

test("the search goes back to page 1, and the pages number their rows on", async ({ page }) => {
  // Twelve jobs: two pages when searching for the tag; created oldest first, so the list (newest first) starts at #12.
  for (let index = 1; index <= 12; index++) {
    const response = await page.request.post("/api/maintenance/add-maintenance", {
      data: {
        title: `${TAG} Fan ${String(index).padStart(2, "0")}`,
        maintenanceType: "Electrical",
        location: `Room ${index}`,
        issueDescription: "The ceiling fan wobbles.",
        totalCost: 1000 + index,
        workStartDate: `2025-07-${String(index).padStart(2, "0")}`,
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto(`/maintenances?searchTerm=${TAG}`);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(
    page
      .getByRole("row", { name: /Fan 12/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("1");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("row", { name: /Fan 02/ }).getByRole("cell")).toHaveText([
    "11",
    `${TAG} Fan 02`,
    "PKR 1,002",
    "Pending",
    "—",
    "02-07-2025",
    "",
  ]);
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();

  // Typing a search on page 2 starts again at page 1 (the original panel kept the page here, a slip).
  await search(page, `${TAG} Fan 05`);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
  await expect(
    page
      .getByRole("row", { name: /Fan 05/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("1");
  await expect(page.getByRole("row")).toHaveCount(2); // header + one job
});
