// A bare node:http server answering the dashboard summary, the customer list, the dues list and a
// stay's ledger through the same data layer as the panel (lib/server/services/*, lib/server/db), without Next.js: no
// routing, proxy, headers, session check or zod parsing. run.mjs measures it beside the panel, so the
// framework's overhead shows as a ratio.
//
//   PORT=3990 DATA_DIR=… | DATABASE_URL=… node --conditions=react-server --import tsx scripts/bench/bare-server.ts
//
//   GET /dashboard                       → { data: dashboardSummary({ incomeMode: "all", securityMode: "all" }) }
//   GET /students?page=3&searchTerm=Khan → the same wrapper as GET /api/students/get-students
//   GET /dues?searchTerm=…               → listDues, as GET /api/dues answers it
//   GET /ledger/{id}                     → stayLedger(id), as GET /api/bookings/{id}/ledger answers it
// (`--conditions=react-server` makes `import "server-only"` resolve to its empty module, as in Next.)
import http from "node:http";
import { dashboardSummary } from "@/lib/server/services/dashboard";
import { listStudents } from "@/lib/server/services/students";
import { listDues } from "@/lib/server/services/dues";
import { stayLedger } from "@/lib/server/services/stays";
import { duesQuerySchema } from "@/lib/validations/dues";
import { getDb } from "@/lib/server/db";

await getDb();
const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? "/", "http://localhost");
    let body: unknown;
    if (url.pathname === "/dashboard") {
      body = { data: await dashboardSummary({ incomeMode: "all", securityMode: "all" }) };
    } else if (url.pathname === "/students") {
      const page = await listStudents({
        page: Number(url.searchParams.get("page") || 1),
        searchTerm: url.searchParams.get("searchTerm") ?? "",
      });
      body = { students: page.rows, totalPages: page.totalPages, totalStudents: page.total, currentPage: page.currentPage };
    } else if (url.pathname === "/dues") {
      body = await listDues(duesQuerySchema.parse(Object.fromEntries(url.searchParams)));
    } else if (url.pathname.startsWith("/ledger/")) {
      body = await stayLedger(url.pathname.slice("/ledger/".length));
    } else if (url.pathname === "/health") {
      body = { ok: true };
    } else {
      response.writeHead(404).end();
      return;
    }
    const text = JSON.stringify(body);
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT || 3990), "127.0.0.1", () => console.log(`bare server on ${process.env.PORT || 3990}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => process.exit(0));
