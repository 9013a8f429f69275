// `cn`: joins class names as clsx does and lets a later Tailwind class override an earlier one of the
// same kind (a component's default padding and a caller's padding: only the caller's stays), as
// tailwind-merge did, in about a quarter of its size (it shipped with every screen). It knows the
// utilities the panel uses: spacing, sizes, position, layout, typography, the colours of texts,
// backgrounds, borders, rings and shadows, radii, border widths, opacity, transitions. A class it does
// not know is kept as it is.
// tests/unit/cn.test.ts checks it against tailwind-merge on every pair of classes the panel's screens use.
//
// The lists below are written with commas, and no whole class name stands alone in a string or a comment
// of this file: Tailwind reads every source file for class names and would add CSS for each one it found.

export type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | { [name: string]: unknown };

function join(value: ClassValue, out: string[]) {
  if (!value || value === true) return;
  if (Array.isArray(value)) for (const item of value) join(item, out);
  else if (typeof value === "object") {
    for (const name in value) if (value[name]) out.push(name);
  } else out.push(String(value));
}

/** Reads "group,name,name;group,name…" into name → group. */
function table(text: string): Record<string, string[]> {
  const read: Record<string, string[]> = {};
  for (const line of text.split(";")) {
    const [first, ...rest] = line.split(",");
    read[first!] = rest;
  }
  return read;
}

// Classes of a fixed set of names, by group.
const groups: Record<string, string> = {};
for (const [group, names] of Object.entries(
  table(
    "display,block,inline-block,inline,flex,inline-flex,grid,inline-grid,contents,hidden,table,table-row,table-cell,table-header-group,table-row-group,table-footer-group,table-caption,flow-root,list-item;" +
      "position,static,fixed,absolute,relative,sticky;visibility,visible,invisible,collapse;sr,sr-only,not-sr-only;" +
      "font-style,italic,not-italic;decoration-line,underline,overline,line-through,no-underline;" +
      "transform-case,uppercase,lowercase,capitalize,normal-case;text-overflow,truncate,text-ellipsis,text-clip;" +
      "text-align,text-left,text-center,text-right,text-justify,text-start,text-end;text-wrap,text-wrap,text-nowrap,text-balance,text-pretty;" +
      "font-weight,font-thin,font-extralight,font-light,font-normal,font-medium,font-semibold,font-bold,font-extrabold,font-black;" +
      "font-family,font-sans,font-serif,font-mono;fvn-spacing,tabular-nums,proportional-nums;fvn-normal,normal-nums;" +
      "flex-direction,flex-row,flex-row-reverse,flex-col,flex-col-reverse;flex-wrap,flex-wrap,flex-wrap-reverse,flex-nowrap;" +
      "flex,flex-1,flex-auto,flex-initial,flex-none;border-collapse,border-collapse,border-separate;container,@container;" +
      "bg-size,bg-auto,bg-cover,bg-contain;bg-position,bg-center,bg-top,bg-bottom,bg-left,bg-right,bg-top-left,bg-top-right,bg-bottom-left,bg-bottom-right;" +
      "word-break,break-normal,break-words,break-all,break-keep;break-inside,break-inside-auto,break-inside-avoid,break-inside-avoid-page,break-inside-avoid-column;" +
      "border-style,border-solid,border-dashed,border-dotted,border-double,border-hidden,border-none;" +
      "outline-style,outline-none,outline-hidden,outline-solid,outline-dashed,outline-dotted,outline-double;ring-inset,ring-inset;" +
      "whitespace,whitespace-normal,whitespace-nowrap,whitespace-pre,whitespace-pre-line,whitespace-pre-wrap,whitespace-break-spaces",
  ),
)) {
  for (const name of names) groups[name] = group;
}

// What a class of a group overrides besides its own group (tailwind-merge's conflicts): padding on all
// sides overrides the padding of one side, a font size overrides the line height.
const sides = (group: string, all: boolean) =>
  `${group},${all ? `${group}-x,${group}-y,` : ""}${group}-s,${group}-e,${group}-t,${group}-r,${group}-b,${group}-l`;
const overrides = table(
  "p,px,py,ps,pe,pt,pr,pb,pl;px,ps,pe,pr,pl;py,pt,pb;m,mx,my,ms,me,mt,mr,mb,ml;mx,ms,me,mr,ml;my,mt,mb;" +
    "flex,basis,grow,shrink;line-clamp,display,overflow;size,w,h;gap,gap-x,gap-y;overflow,overflow-x,overflow-y;font-size,leading;" +
    "fvn-normal,fvn-spacing;fvn-spacing,fvn-normal;inset,inset-x,inset-y,start,end,top,right,bottom,left;inset-x,start,end,right,left;inset-y,top,bottom;" +
    `${sides("rounded", false)},rounded-ss,rounded-se,rounded-ee,rounded-es,rounded-tl,rounded-tr,rounded-br,rounded-bl;` +
    "rounded-s,rounded-ss,rounded-es;rounded-e,rounded-se,rounded-ee;rounded-t,rounded-tl,rounded-tr;rounded-r,rounded-tr,rounded-br;rounded-b,rounded-br,rounded-bl;rounded-l,rounded-tl,rounded-bl;" +
    ["border-w", "border-color"]
      .map((group) => `${sides(group, true)};${group}-x,${group}-s,${group}-e,${group}-r,${group}-l;${group}-y,${group}-t,${group}-b`)
      .join(";"),
);

// Utilities whose group is their name up to the value (padding, margin, sizes, …).
const PREFIXED =
  /^(p[xytrblse]?|m[xytrblse]?|size|[wh]|min-[wh]|max-[wh]|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left|start|end|z|order|basis|grow|shrink|opacity|leading|tracking|grid-cols|grid-rows|col-span|col-start|col-end|row-span|duration|ease|delay|animate|aspect|translate-[xy]|rotate|scale|cursor|line-clamp|underline-offset|overflow(?:-[xy])?|items|self|justify(?:-items|-self)?|place-(?:content|items|self)|object|select|pointer-events|outline-offset|transition|accent|align|from|via|to|fill|stroke)(?:-|$)/;
const FONT_SIZE = /^(xs|sm|base|lg|\d?xl|\[\d[\d.]*(px|rem|em)\])$/;
const LENGTH = /^(\d+|\[\d[\d.]*(px|rem|em)\])?$/;
const SIDES = /^([xytrblse]|ss|se|ee|es|tl|tr|br|bl)(?:-|$)/;

/** The group of a class without its variants, important mark and minus sign; undefined when not known. */
function groupOf(name: string): string | undefined {
  if (groups[name]) return groups[name];
  // An arbitrary property: its group is the property.
  if (name.startsWith("[")) return name.slice(0, name.indexOf(":"));
  const prefixed = PREFIXED.exec(name);
  if (prefixed) return prefixed[1];
  const dash = name.indexOf("-");
  const head = dash < 0 ? name : name.slice(0, dash);
  const value = dash < 0 ? "" : name.slice(dash + 1);
  // The kind of a colour, width or size utility (written `head + "…"`, see the note at the top).
  switch (`${head}-`) {
    case "font-":
      // An arbitrary value: a weight when a number, else a family (tailwind-merge took every one for a weight).
      return value.startsWith("[") ? `${head}-${/^\[\d/.test(value) ? "weight" : "family"}` : undefined;
    case "content-":
      return /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value) ? `align-${head}` : head;
    case "text-":
      return FONT_SIZE.test(value.replace(/\/[^\]]*$/, "")) ? "font-size" : `${head}-color`;
    case "bg-":
      if (/^(linear|radial|conic|none|\[url)/.test(value)) return `${head}-image`;
      return /^(fixed|local|scroll|clip|origin|repeat|no-repeat|blend)/.test(value) ? undefined : `${head}-color`;
    case "shadow-":
      return /^(xs|sm|md|lg|xl|2xl|none|inner)?$/.test(value) ? head : `${head}-color`;
    case "ring-":
      if (value.startsWith("offset")) return `${head}-offset-${LENGTH.test(value.slice(7)) ? "w" : "color"}`;
      return `${head}-${LENGTH.test(value) ? "w" : "color"}`;
    case "outline-":
      return `${head}-${LENGTH.test(value) ? "w" : "color"}`;
    case "divide-":
      return /^[xy](-|$)/.test(value) ? `${head}-${value[0]}` : `${head}-color`;
    case "rounded-": {
      const side = SIDES.exec(value);
      return side ? `${head}-${side[1]}` : head;
    }
    case "border-": {
      const side = SIDES.exec(value);
      if (side && side[1]!.length > 1) return undefined;
      const kind = `${head}-${LENGTH.test(side ? value.slice(side[0].length) : value) ? "w" : "color"}`;
      return side ? `${kind}-${side[1]}` : kind;
    }
  }
}

/** Splits a class into its variants (sorted as tailwind-merge does, with the important mark) and the rest. */
function parse(name: string): [variants: string, base: string] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && !depth) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let base = name.slice(start);
  let important = "";
  if (base.startsWith("!") || base.endsWith("!")) {
    important = "!";
    base = base.startsWith("!") ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith("-")) base = base.slice(1);
  if (!parts.some((part) => part.startsWith("["))) parts.sort();
  return [parts.map((part) => `${part}:`).join("") + important, base];
}

/** Class names joined, conditional ones dropped (clsx), later Tailwind classes overriding earlier ones of their kind. */
export function cn(...inputs: ClassValue[]): string {
  const names: string[] = [];
  join(inputs, names);
  const classes = names.join(" ").split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    const [variants, base] = parse(name);
    const group = groupOf(base);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const other of overrides[group] ?? []) taken.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
