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
  for (let index = 0; index < 25_000; index += 1) rememberCode(`Amount ${index} is too much`, say("fieldRequired"));
  expect(codeOfText("first of many")).toBeUndefined();
  expect(codeOfText("Amount 24999 is too much")?.code).toBe("fieldRequired");
  expect(codeOfText("Amount 6000 is too much")?.code).toBe("fieldRequired");
});

test("a text noted again or looked up counts as recent: a schema's fixed message stays while it is used", () => {
  rememberCode("noted again", say("fieldRequired"));
  rememberCode("looked up", say("fieldRequired"));
  for (let index = 0; index < 15_000; index += 1) rememberCode(`filler A ${index}`, say("fieldRequired"));
  rememberCode("noted again", say("fieldRequired"));
  expect(codeOfText("looked up")?.code).toBe("fieldRequired");
  for (let index = 0; index < 15_000; index += 1) rememberCode(`filler B ${index}`, say("fieldRequired"));
  expect(codeOfText("noted again")?.code).toBe("fieldRequired");
  expect(codeOfText("looked up")?.code).toBe("fieldRequired");
});
