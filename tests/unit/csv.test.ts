import { BOM, csvCell, csvResponse, toCsv, type CsvColumn } from "@/lib/server/csv";

describe("CSV cells", () => {
  test("plain text and numbers are written as they are; empty values as nothing", () => {
    expect(csvCell("Ali Raza")).toBe("Ali Raza");
    expect(csvCell(12000)).toBe("12000");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  test("a quote, comma or line break quotes the cell, doubling the quotes inside", () => {
    expect(csvCell('Ali "Bhai" Raza')).toBe('"Ali ""Bhai"" Raza"');
    expect(csvCell("House 12, Gulberg")).toBe('"House 12, Gulberg"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  test("text a spreadsheet would run as a formula gets an apostrophe in front", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("+92 300 1234567")).toBe("'+92 300 1234567");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    // Only at the start, and never on a number: -500 is a number, not a formula.
    expect(csvCell("Ali = Raza")).toBe("Ali = Raza");
    expect(csvCell(-500)).toBe("-500");
  });

  test("Urdu text is kept as it is", () => {
    expect(csvCell("علی رضا")).toBe("علی رضا");
  });
});

describe("CSV files", () => {
  interface Person {
    name: string;
    rent: number | null;
  }
  const columns: CsvColumn<Person>[] = [
    { header: "Name", value: (row) => row.name },
    { header: "Rent, PKR", value: (row) => row.rent },
  ];

  test("a BOM, the header line and one CRLF-ended line per row", () => {
    const csv = toCsv(columns, [
      { name: "علی رضا", rent: 12000 },
      { name: "Bilal, Jr.", rent: null },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(BOM.length)).toBe('Name,"Rent, PKR"\r\nعلی رضا,12000\r\n"Bilal, Jr.",\r\n');
  });

  test("no rows: the header line only", () => {
    expect(toCsv(columns, [])).toBe(`${BOM}Name,"Rent, PKR"\r\n`);
  });

  test("the response is an attachment of UTF-8 text/csv whose bytes start with the UTF-8 BOM", async () => {
    const response = csvResponse("customers-2026-03-10.csv", toCsv(columns, [{ name: "علی", rent: 1 }]));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="customers-2026-03-10.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("علی,1");
  });
});
