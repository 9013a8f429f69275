import fs from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// lib/utils.ts's `cn` replaced clsx + tailwind-merge (about 9 kB gzipped on every screen). It must give
// what they gave for the classes the panel uses: a caller's class overriding a component's default of
// the same kind, the other classes kept as written.
const reference = (...inputs: Parameters<typeof clsx>) => twMerge(clsx(inputs));
// Classes the panel does not use are put together here, not written whole: Tailwind reads this file too
// and would add CSS for each class it found.
const variants = (...parts: string[]) => parts.join(":");

/** Every Tailwind class written in the screens' sources (what tailwind-merge recognises as one). */
function panelClasses(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, "app"));
  walk(path.join(root, "components"));
  const classes = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const [, text] of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const name of (text ?? "").split(/[\s{}$]+/)) {
        // tailwind-merge keeps one of two identical Tailwind classes, and both of two identical other names.
        if (name && twMerge(`${name} ${name}`) === name) classes.add(name);
      }
    }
  }
  return [...classes].sort();
}

describe("cn", () => {
  it("joins like clsx: strings, numbers, arrays, objects; drops false, null, undefined, 0 and empty strings", () => {
    expect(cn("a", false, null, undefined, 0, "", "b", 1, ["c", ["d", { e: true, f: false, g: 1 }]], { h: null })).toBe("a b 1 c d e g");
    expect(cn()).toBe("");
    expect(cn("  a   b ", " c")).toBe("a b c");
  });

  it("lets a later class override an earlier one of its kind, as the components' callers rely on", () => {
    const cases: [string[], string][] = [
      // CardContent "p-6 pt-0" on the profile and record views, with "pt-6".
      [["p-6 pt-0", "pt-6"], "p-6 pt-6"],
      // CardTitle's size, changed by the customer's stays ("text-lg"): its leading-none goes too.
      [["text-xl font-semibold leading-none tracking-tight", "text-lg"], "font-semibold tracking-tight text-lg"],
      // The auth card's shadow.
      [
        ["rounded-lg border bg-card text-foreground shadow-sm", "overflow-hidden shadow-lg shadow-primary/5"],
        "rounded-lg border bg-card text-foreground overflow-hidden shadow-lg shadow-primary/5",
      ],
      // A link-styled button without padding or height (void payment).
      [["h-10 px-4 py-2", "h-auto p-0 text-destructive"], "h-auto p-0 text-destructive"],
      // Inputs: width, read-only background, focus ring, a smaller font.
      [
        ["flex h-10 w-full px-3 py-2 text-base md:text-sm", "w-32 tabular-nums"],
        "flex h-10 px-3 py-2 text-base md:text-sm w-32 tabular-nums",
      ],
      [
        ["border-input bg-card focus-visible:ring-2 focus-visible:ring-ring", "bg-muted focus-visible:ring-1"],
        "border-input focus-visible:ring-ring bg-muted focus-visible:ring-1",
      ],
      [["text-base md:text-sm", "font-mono text-sm"], "md:text-sm font-mono text-sm"],
      [["cursor-pointer", "cursor-default bg-muted focus-visible:ring-0"], "cursor-default bg-muted focus-visible:ring-0"],
      // The drawer's title.
      [["text-base font-semibold", "truncate text-lg text-primary"], "font-semibold truncate text-lg text-primary"],
      // Kinds that do not override each other stay.
      [["px-3", "ps-9 pe-9"], "px-3 ps-9 pe-9"],
      [["flex", "print:hidden"], "flex print:hidden"],
      [["h-10 w-10", "md:h-8 md:w-8"], "h-10 w-10 md:h-8 md:w-8"],
      [["text-sm text-muted-foreground", "text-destructive"], "text-sm text-destructive"],
      [["border px-2", "border-sky-300 bg-sky-50"], "border px-2 border-sky-300 bg-sky-50"],
      [["bg-linear-to-b from-blue-50", "bg-card"], "bg-linear-to-b from-blue-50 bg-card"],
      [["[&_svg]:size-4", "[&_svg]:h-4 [&_svg]:w-4"], "[&_svg]:size-4 [&_svg]:h-4 [&_svg]:w-4"],
      [["[&_svg]:h-4 [&_svg]:w-4", "[&_svg]:size-4"], "[&_svg]:size-4"],
      [[variants("hover", "md", "px-2"), variants("md", "hover", "px-4")], variants("md", "hover", "px-4")],
      [["px-2", `${"px-4"}!`], `px-2 ${"px-4"}!`],
      [["-mt-2", "mt-4"], "mt-4"],
      [["custom another", "custom"], "custom another custom"],
    ];
    for (const [inputs, expected] of cases) {
      expect(cn(...inputs)).toBe(expected);
      expect(cn(...inputs)).toBe(reference(...inputs));
    }
    // An arbitrary font family is no weight (where tailwind-merge would have dropped one of them).
    const family = `${"font-"}['Noto_Nastaliq_Urdu_Arabic',serif]`;
    expect(cn("font-semibold", `${family} leading-none`)).toBe(`font-semibold ${family} leading-none`);
    expect(cn(`${"font-"}[550]`, "font-bold")).toBe("font-bold");
  });

  it("gives what tailwind-merge gave for every pair of the panel's classes", () => {
    const classes = panelClasses();
    expect(classes.length).toBeGreaterThan(300);
    const split = (name: string) => {
      const base = name.split(/:(?![^[]*\])/).pop()!;
      return [name.slice(0, name.length - base.length), base] as const;
    };
    // Every pair without their variants, and every pair of classes written with the same variants.
    const sets = new Map<string, Set<string>>([["", new Set(classes.map((name) => split(name)[1]))]]);
    for (const name of classes) {
      const [variants] = split(name);
      if (variants) sets.set(variants, (sets.get(variants) ?? new Set()).add(name));
    }
    // The one deliberate difference: tailwind-merge takes an arbitrary font family (the Urdu names' font)
    // for a weight, so a weight after it would drop the Urdu font; cn keeps both.
    const fontFamily = (name: string) => /^font-\[[^\d]/.test(split(name)[1]);
    const differ: string[] = [];
    for (const set of sets.values()) {
      for (const a of set) {
        for (const b of set) {
          if (fontFamily(a) || fontFamily(b)) continue;
          const mine = cn(a, b);
          const theirs = reference(a, b);
          if (mine !== theirs) differ.push(`cn("${a}", "${b}") = "${mine}", tailwind-merge: "${theirs}"`);
        }
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe("buttonVariants", () => {
  it("gives the base, the variant's and the size's classes, then className, as class-variance-authority did", () => {
    const base =
      "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer";
    expect(buttonVariants()).toBe(`${base} bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 py-2`);
    expect(buttonVariants({ variant: "ghost", size: "icon" })).toBe(`${base} hover:bg-muted h-10 w-10`);
    expect(buttonVariants({ variant: "link", className: "h-auto p-0" })).toBe(
      `${base} text-primary underline-offset-4 hover:underline h-10 px-4 py-2 h-auto p-0`,
    );
    expect(buttonVariants({ variant: null, size: null })).toBe(base);
  });
});
