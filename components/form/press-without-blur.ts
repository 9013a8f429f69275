import type { MouseEvent } from "react";

/**
 * A submit button's `onMouseDown`: the field being typed in keeps its focus while the button is pressed.
 * Otherwise pressing takes the focus, the field checks itself on blur, its message appears above the
 * button and pushes it down, and the release lands beside it: the press does nothing. The submit checks
 * every field anyway; a keyboard's Enter or Space is not a mouse press and is unchanged.
 */
export const pressWithoutBlur = (event: MouseEvent) => event.preventDefault();
