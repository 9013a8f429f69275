"use client";

import { useEffect } from "react";
import "./print-faces.css";

/**
 * Lets a printout's Urdu (house rules, the register's labels) take the Nastaliq face on screen once the
 * page has run its code: `html[data-print-faces]`, which the `print-urdu` class (./print-faces.css) asks for. Until then
 * that text shows in the page's own face, as it does while a font loads; on paper it is Nastaliq from the
 * start. Asked for in the first layout, the face's two files (~320 kB) were fetched ahead of the page's
 * code and held up its first paint on a phone's connection, on English screens that show Urdu only there.
 */
export function PrintFaces() {
  useEffect(() => {
    document.documentElement.dataset.printFaces = "";
  }, []);
  return null;
}
