// Uploaded pictures are decoded and encoded again before they are stored in the database: the size is
// checked from the header before any decoding, the picture is shrunk to 1024 px and written as WebP
// without its metadata, and a file that only starts like a picture is no picture. Pictures of the older
// upload folder are moved in the same way.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { POST as addStudent } from "@/app/api/students/add-student/route";
import { GET as getUpload } from "@/app/uploads/[name]/route";
import { moveUploadFolderIn, readImage, saveImage } from "@/lib/server/uploads";
import { adminBearer, callForm, pngBytes, storedPicture, storedPictureCount } from "../support/records";

const customer = { studentName: "Picture Khan", fatherName: "Father", contactNumber: "0300-1234567" };
const uploadDir = () => path.join(process.env.DATA_DIR!, "uploads");

/** A PNG whose header says width × height, with one tiny compressed row: nothing a decoder could fill. */
function pngClaiming(width: number, height: number): Buffer {
  const valid = pngBytes();
  const header = Buffer.from(valid.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  // The IHDR checksum covers type and data (bytes 12–28).
  let crc = ~0;
  for (const byte of header.subarray(12, 29)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  header.writeUInt32BE(~crc >>> 0, 29);
  return Buffer.concat([header, valid.subarray(33)]);
}

test("a large photo with its camera metadata is stored as a WebP of at most 1024 px, without the metadata", async () => {
  const photo = await sharp({ create: { width: 2048, height: 1536, channels: 3, background: "#884422" } })
    .withExif({ IFD0: { Copyright: "GPS 31.5204 N 74.3587 E" } })
    .jpeg()
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const name = await saveImage(new File([photo as BlobPart], "holiday.jpg", { type: "image/jpeg" }));
  expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
  const stored = await readImage(name);
  const seen = await sharp(stored!.bytes).metadata();
  expect(seen).toMatchObject({ format: "webp", width: 1024, height: 768 });
  expect(seen.exif).toBeUndefined();
  expect(stored!.bytes.includes(Buffer.from("31.5204"))).toBe(false);
});

test("a picture claiming 50,000 × 50,000 pixels is refused from its header, before it is decoded", async () => {
  const before = await storedPictureCount();
  const started = Date.now();
  const answer = await callForm<{ message: string; errors: Record<string, string> }>(addStudent, {
    fields: customer,
    image: new Blob([pngClaiming(50_000, 50_000) as BlobPart], { type: "image/png" }),
  });
  expect(answer.status).toBe(413);
  expect(answer.body.errors).toEqual({ image: "The picture is 50000 × 50000 pixels: at most 40 megapixels can be uploaded." });
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await storedPictureCount()).toBe(before);
});

test("a file that only starts like a picture (a polyglot) is refused, and a picture with a payload behind it loses the payload", async () => {
  const fake = Buffer.concat([pngBytes().subarray(0, 16), Buffer.from("<script>alert(1)</script>")]);
  const refused = await callForm<{ errors: Record<string, string> }>(addStudent, {
    fields: customer,
    image: new Blob([fake as BlobPart], { type: "image/png" }),
  });
  expect(refused.status).toBe(415);
  expect(refused.body.errors).toEqual({ image: "Only PNG, JPEG, WebP or GIF pictures can be uploaded." });

  const payload = Buffer.from(
    `PK\u0003\u0004<html><script>alert(document.cookie)</script></html>${zlib.deflateSync("x").toString("latin1")}`,
    "latin1",
  );
  const polyglot = Buffer.concat([pngBytes(), payload]);
  const saved = await callForm<{ data: { image: string } }>(addStudent, {
    fields: { ...customer, studentName: "Polyglot Khan" },
    image: new Blob([polyglot as BlobPart], { type: "image/png" }),
  });
  expect(saved.status).toBe(201);
  const stored = await storedPicture(saved.body.data.image);
  expect(stored!.contentType).toBe("image/webp");
  expect(stored!.bytes.includes(Buffer.from("<script>"))).toBe(false);
});

test("the uploads route names a picture by its hash, and a client that has it gets 304", async () => {
  const name = await saveImage(new File([pngBytes() as BlobPart], "p.png", { type: "image/png" }));
  const request = (headers: Record<string, string> = {}) =>
    getUpload(new Request(`http://panel.test/uploads/${name}`, { headers: { authorization: `Bearer ${adminBearerToken}`, ...headers } }), {
      params: Promise.resolve({ name }),
    });
  const adminBearerToken = await adminBearer();
  const first = await request();
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("no-store");
  const etag = first.headers.get("etag")!;
  expect(etag).toBe(`"${(await storedPicture(name))!.sha256}"`);
  const again = await request({ "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect((await request({ "if-none-match": '"something-else"' })).status).toBe(200);
});

test("pictures of the older upload folder move into the database under their names; a file that is no picture stays", async () => {
  fs.mkdirSync(uploadDir(), { recursive: true });
  const kept = "11111111-2222-4333-8444-555555555555.png";
  const broken = "66666666-7777-4888-8999-000000000000.jpg";
  fs.writeFileSync(path.join(uploadDir(), kept), pngBytes());
  fs.writeFileSync(path.join(uploadDir(), broken), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]));
  fs.writeFileSync(path.join(uploadDir(), "notes.txt"), "not ours");

  await moveUploadFolderIn();
  await moveUploadFolderIn(); // a second server, or the next start, finds nothing more to do

  expect(await storedPicture(kept)).toMatchObject({ contentType: "image/webp", width: 2, height: 2 });
  expect(fs.existsSync(path.join(uploadDir(), kept))).toBe(false);
  expect(await storedPicture(broken)).toBeUndefined();
  expect(fs.existsSync(path.join(uploadDir(), broken))).toBe(true);
  expect(fs.existsSync(path.join(uploadDir(), "notes.txt"))).toBe(true);
});
