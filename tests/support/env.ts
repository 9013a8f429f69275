// Every test file gets its own data folder and a fixed secret; the database is chosen in database.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hostel-test-"));
process.env.JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-000";
process.env.APP_URL = "http://panel.test";
process.env.HOSTEL_NAME = "Test Hostel";
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
