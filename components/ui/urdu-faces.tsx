"use client";

import { useEffect } from "react";
import "./urdu-faces.css";

/**
 * Lets a screen's Urdu take the Nastaliq face once the page has run its code: `html[data-urdu-faces]`, which
 * the classes of ./urdu-faces.css ask for (a printout's Urdu, an Urdu name on an English screen). Until then
 * that text shows in the page's own face, as it does while a font loads; on paper a printout is Nastaliq from
 * the start. Asked for at the first paint, the face's files (~160 kB each) were fetched ahead of the page's
 * code and held up its first paint on a phone's connection, on English screens that show Urdu only there.
 */
export function UrduFaces() {
  useEffect(() => {
    document.documentElement.dataset.urduFaces = "";
  }, []);
  return null;
}
