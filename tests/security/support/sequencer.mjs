// The files share one server: run them in a fixed order, the generated-input flood last.
import Sequencer from "@jest/test-sequencer";

const ORDER = ["access", "headers", "auth-abuse", "uploads", "concurrency", "hostile-input"];
const rank = (path) => {
  const index = ORDER.findIndex((name) => path.endsWith(`/${name}.test.ts`));
  return index === -1 ? ORDER.length : index;
};

export default class SecuritySequencer extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  }
}
