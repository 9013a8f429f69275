import { codeOfText, rememberCode } from "@/lib/i18n/answer-codes";
import { say } from "@/lib/i18n/server-message";

// The registry of texts' codes lives as long as the server: it keeps the recent texts, never all of them.

test("a text's code is found by the text; an unknown text has none", () => {
  rememberCode("Name is required", say("fieldRequired", { label: { label: "fullName" } }));
  expect(codeOfText("Name is required")?.code).toBe("fieldRequired");
  expect(codeOfText("Never written")).toBeUndefined();
});

test("texts with data in them do not grow the registry without end: the oldest go, the recent stay", () => {
  rememberCode("first of many", say("fieldRequired"));
  for (let index = 0; index < 5000; index += 1) rememberCode(`Amount ${index} is too much`, say("fieldRequired"));
  expect(codeOfText("first of many")).toBeUndefined();
  expect(codeOfText("Amount 4999 is too much")?.code).toBe("fieldRequired");
  expect(codeOfText("Amount 3500 is too much")?.code).toBe("fieldRequired");
});

test("a text noted again counts as recent", () => {
  rememberCode("kept because used", say("fieldRequired"));
  for (let index = 0; index < 1500; index += 1) rememberCode(`filler A ${index}`, say("fieldRequired"));
  rememberCode("kept because used", say("fieldRequired"));
  for (let index = 0; index < 1500; index += 1) rememberCode(`filler B ${index}`, say("fieldRequired"));
  expect(codeOfText("kept because used")?.code).toBe("fieldRequired");
});
