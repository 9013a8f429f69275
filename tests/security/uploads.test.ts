// Pictures. Oversized bodies are refused before they are read, only real images are stored (in the
// database, re-encoded), under names of the server's choosing, and nothing else can be read back.
import fs from "node:fs";
import path from "node:path";
import { call, closeClient, databaseName, jsonOf, onPostgres, server } from "./support/server";
import { closeSql, sql } from "./support/database";
import { rootAdmin, type Account } from "./support/accounts";
import { create, getJson, multipart, pngBytes, validBody, type FilePart } from "./support/records";
import { rawUpload } from "./support/raw";

const FROM = "127.0.4.1";
const MB = 1024 * 1024;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

let admin: Account;
const ids: Record<string, string> = {};

/** The multipart record routes, each with the fields it requires. */
const formRoutes = (): { name: string; path: string; fields: Record<string, string> }[] => [
  {
    name: "add-student",
    path: "/api/students/add-student",
    fields: { studentName: "Upload Test", fatherName: "Father", contactNumber: "0300-1234567" },
  },
  { name: "update-student", path: `/api/students/update-student/${ids.student}`, fields: { studentName: "Upload Test" } },
  { name: "add-staff", path: "/api/staffs/add-staff", fields: { fullName: "Upload Staff", phone: "0300-1234567", address: "Lahore" } },
  { name: "update-staff", path: `/api/staffs/update-staff/${ids.staff}`, fields: { fullName: "Upload Staff" } },
  { name: "add-worker", path: "/api/workers/add-worker", fields: { fullName: "Upload Worker" } },
  { name: "update-worker", path: `/api/workers/update-worker/${ids.worker}`, fields: { fullName: "Upload Worker" } },
];

function send(route: { path: string; fields: Record<string, string> }, files: FilePart[], method?: string) {
  const form = multipart(route.fields, files);
  return call({
    method: method ?? (route.path.includes("/update-") ? "PUT" : "POST"),
    path: route.path,
    body: form.body,
    headers: { "content-type": form.contentType },
    token: admin.token,
    from: FROM,
  });
}

/**
 * The stored pictures' names: read from the table on PostgreSQL. The embedded database belongs to the
 * server under test, so on PGlite these are the names the records refer to (served back below).
 */
async function storedPictures(): Promise<string[]> {
  if (!onPostgres) return referencedPictures();
  return (await sql<{ name: string }>("select name from pictures order by name")).map((row) => row.name);
}

/** Every picture name a record refers to. */
async function referencedPictures(): Promise<string[]> {
  const [{ students }, { staffMembers }, { workers }] = await Promise.all([
    getJson<{ students: { image: string | null }[] }>("/api/students/get-all-students", admin.token),
    getJson<{ staffMembers: { image: string | null }[] }>("/api/staffs/get-all-staffs", admin.token),
    getJson<{ workers: { image: string | null }[] }>("/api/workers/get-all-workers", admin.token),
  ]);
  return [...students, ...staffMembers, ...workers].flatMap((record) => (record.image ? [record.image] : [])).sort();
}

beforeAll(async () => {
  admin = await rootAdmin();
  ids.student = await create("student", validBody.student(401), admin.token);
  ids.staff = await create("staff", validBody.staff(401), admin.token);
  ids.worker = await create("worker", validBody.worker(401), admin.token);
});

afterAll(async () => {
  closeClient();
  await closeSql();
});

describe(`uploads (${databaseName})`, () => {
  describe("over the size cap: 413 without reading the body", () => {
    const head = () => multipart({ fullName: "Big" }, [], "XX").body.subarray(0, 60);

    it.each(["add-student", "update-student", "add-staff", "update-staff", "add-worker", "update-worker"])(
      "%s: a declared 50 MB body is refused at once, though only a few bytes were sent",
      async (name) => {
        const route = formRoutes().find((candidate) => candidate.name === name)!;
        const method = route.path.includes("/update-") ? "PUT" : "POST";
        const outcome = await rawUpload({
          method,
          path: route.path,
          token: admin.token,
          contentType: "multipart/form-data; boundary=XX",
          contentLength: 50 * MB,
          prefix: head(),
          from: FROM,
        });
        expect({ status: outcome.status, fast: outcome.ms < 3000 }).toEqual({ status: 413, fast: true });
      },
    );

    it.each([
      ["a JSON create", "/api/rooms/add-room"],
      ["a JSON update", "/api/bookings/update-booking/00000000-0000-4000-8000-000000000000"],
      ["sign-in", "/api/auth/login"],
    ])("%s: a declared 50 MB JSON body is refused at once", async (_name, url) => {
      const method = url.includes("/update-") ? "PUT" : "POST";
      const outcome = await rawUpload({
        method,
        path: url,
        token: admin.token,
        contentType: "application/json",
        contentLength: 50 * MB,
        prefix: Buffer.from('{"notes":"'),
        from: FROM,
      });
      expect({ status: outcome.status, fast: outcome.ms < 3000 }).toEqual({ status: 413, fast: true });
    });

    it("without a session the answer is 401, also at once", async () => {
      const outcome = await rawUpload({
        path: "/api/students/add-student",
        contentType: "multipart/form-data; boundary=XX",
        contentLength: 50 * MB,
        prefix: head(),
        from: FROM,
      });
      expect({ status: outcome.status, fast: outcome.ms < 3000 }).toEqual({ status: 401, fast: true });
    });

    it.each([
      [
        "a multipart picture",
        "/api/staffs/add-staff",
        "multipart/form-data; boundary=XX",
        Buffer.from('--XX\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'),
      ],
      ["a JSON body", "/api/maintenance/add-maintenance", "application/json", Buffer.from('{"title":"')],
    ])("%s sent chunked, without a Content-Length, is cut off soon after the cap", async (_name, url, contentType, prefix) => {
      const before = await storedPictures();
      const outcome = await rawUpload({
        path: url,
        token: admin.token,
        contentType,
        prefix,
        streamBytes: 64 * MB,
        from: FROM,
        waitMs: 30_000,
      });
      expect(outcome.status).toBe(413);
      // The cap is 5.25 MB for forms and 1 MB for JSON; socket buffers add a little. Never the whole 64 MB.
      expect(outcome.bytesSent).toBeLessThan(16 * MB);
      expect(await storedPictures()).toEqual(before);
    });

    it("a complete picture just over 5 MB is refused; one of 5 MB is taken", async () => {
      const route = formRoutes()[2]!;
      const before = (await storedPictures()).length;
      const tooBig = await send(route, [
        { filename: "big.png", contentType: "image/png", bytes: Buffer.concat([pngBytes(), Buffer.alloc(5 * MB + 1 - pngBytes().length)]) },
      ]);
      expect(tooBig.status).toBe(413);
      const justRight = await send(route, [
        { filename: "ok.png", contentType: "image/png", bytes: Buffer.concat([pngBytes(), Buffer.alloc(5 * MB - pngBytes().length)]) },
      ]);
      expect(justRight.status).toBe(201);
      expect((await storedPictures()).length).toBe(before + 1);
    });
  });

  describe("only real pictures: anything else named .png is 415 and leaves nothing behind", () => {
    const fakes: [string, Buffer, string][] = [
      ["plain text", Buffer.from("just some text, not a picture\n"), "image/png"],
      ["HTML", Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"), "image/png"],
      ["HTML declared as HTML", Buffer.from("<html><script>alert(1)</script></html>"), "text/html"],
      [
        "SVG with a script",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        "image/png",
      ],
      [
        "SVG declared as SVG",
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
        "image/svg+xml",
      ],
      ["a PNG signature cut short", Buffer.from([0x89, 0x50, 0x4e, 0x47]), "image/png"],
      ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"), "image/png"],
      ["a Windows executable", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]), "image/png"],
      ["an empty-looking file with a BOM", Buffer.from([0xef, 0xbb, 0xbf, 0x3c, 0x73, 0x76, 0x67, 0x3e]), "image/png"],
    ];
    it.each(fakes)("%s", async (_name, bytes, contentType) => {
      const before = await storedPictures();
      const failures: string[] = [];
      for (const route of formRoutes()) {
        const reply = await send(route, [{ filename: "picture.png", contentType, bytes }]);
        if (reply.status !== 415) failures.push(`${route.name}: ${reply.status} ${reply.text.slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
      expect(await storedPictures()).toEqual(before);
    });
  });

  describe("file names never reach the disk", () => {
    const names: [string, string | Buffer][] = [
      ["../ traversal", "../../../../evil-traversal.png"],
      ["absolute path", "/tmp/evil-absolute.png"],
      ["backslashes", "..\\..\\evil-backslash.png"],
      ["encoded traversal", "%2e%2e%2f%2e%2e%2fevil-encoded.png"],
      ["a NUL byte", Buffer.from("evil-nul.png\0.txt", "latin1")],
      ["a CR LF header injection", "evil-crlf.png\r\nContent-Type: text/html"],
      ["HTML", '<img src=x onerror="alert(1)">evil-html.png'],
      ["a 1000-character name", `${"evil-long".repeat(111)}.png`],
      ["unicode and RTL override", "evil-\u202egnp.exe"],
      ["shell characters", "evil-$(reboot);`id`|&.png"],
      ["a dot file", ".evil-dotfile"],
      ["no extension", "evil-noext"],
      ["the secret's name", "jwt-secret"],
    ];

    it.each(names)("%s", async (_name, filename) => {
      const route = formRoutes()[4]!;
      const reply = await send(route, [{ filename, contentType: "image/png", bytes: pngBytes() }]);
      expect([201, 400]).toContain(reply.status);
      if (reply.status === 201) {
        const image = jsonOf<{ data: { image: string } }>(reply).data.image;
        expect(image).toMatch(STORED_NAME);
        expect((await call({ path: `/uploads/${image}`, token: admin.token })).status).toBe(200);
      }
    });

    it("pictures are stored under server-chosen names only, and no file landed anywhere", async () => {
      const names = await storedPictures();
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !STORED_NAME.test(name))).toEqual([]);
      const everywhere: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          if (entry.name.includes("evil")) everywhere.push(path.join(dir, entry.name));
          if (entry.isDirectory()) walk(path.join(dir, entry.name));
        }
      };
      walk(server.dataDir);
      walk(path.dirname(server.dataDir));
      if (fs.existsSync("/tmp/evil-absolute.png")) everywhere.push("/tmp/evil-absolute.png");
      expect(everywhere).toEqual([]);
    });

    it("every stored picture belongs to a record, and every record's picture is stored", async () => {
      expect(await storedPictures()).toEqual(await referencedPictures());
    });
  });

  describe("reading back", () => {
    it.each([
      "..%2Fjwt-secret",
      "..%2F..%2Fjwt-secret",
      "%2e%2e%2fjwt-secret",
      "..%252Fjwt-secret",
      "..%5Cjwt-secret",
      "jwt-secret",
      "pglite",
      "..",
      "%00",
      "00000000-0000-4000-8000-000000000000.png%00.txt",
      "00000000-0000-4000-8000-000000000000.PNG",
      "00000000-0000-4000-8000-000000000000.svg",
      ".%2Fjwt-secret",
    ])("/uploads/%s gives nothing away", async (name) => {
      const reply = await call({ path: `/uploads/${name}`, token: admin.token, from: FROM });
      expect(reply.status).toBeGreaterThanOrEqual(300);
      expect(reply.status).toBeLessThan(500);
      expect(reply.text).not.toContain(server.jwtSecret);
      expect(reply.headers["content-type"] ?? "").not.toMatch(/^image\//);
    });

    it("a path that climbs out of /uploads/ is not served from the data folder", async () => {
      for (const url of [
        "/uploads/../jwt-secret",
        "/uploads/%2e%2e/jwt-secret",
        "/uploads/..%2f..%2fpackage.json",
        "/uploads//etc/passwd",
      ]) {
        const reply = await call({ path: url, token: admin.token, from: FROM });
        expect([url, reply.status < 500, reply.text.includes("root:x:0:0"), reply.text.includes('"dependencies"')]).toEqual([
          url,
          true,
          false,
          false,
        ]);
      }
    });
  });
});
