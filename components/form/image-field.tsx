"use client";

import { useEffect, useState } from "react";
import { Field } from "./form-field";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_BYTES = 5 * 1024 * 1024;

interface ImageFieldProps {
  label?: string;
  /** The stored picture's file name, shown until another is chosen. */
  currentImage?: string | null;
  onChange: (file: File | null) => void;
  /** A message from the server for the picture. */
  error?: string;
}

/** A picture input: images only (PNG, JPEG, WebP, GIF, at most 5 MB), with a 150×150 preview. */
export function ImageField({ label = "Picture", currentImage, onChange, error }: ImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File | undefined) {
    setLocalError(undefined);
    if (!file) {
      setPreview(null);
      onChange(null);
      return;
    }
    if (!ACCEPTED.includes(file.type)) {
      setLocalError("Only PNG, JPEG, WebP or GIF pictures can be uploaded.");
      onChange(null);
      return;
    }
    if (file.size > MAX_BYTES) {
      setLocalError("The picture must be at most 5 MB.");
      onChange(null);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChange(file);
  }

  const shown = preview ?? (currentImage ? `/uploads/${currentImage}` : null);
  return (
    <Field label={label} error={localError ?? error} description="PNG, JPEG, WebP or GIF, at most 5 MB.">
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          <input
            {...control}
            type="file"
            accept={ACCEPTED.join(",")}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full max-w-xs text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview or a guarded upload, not for the optimizer
            <img src={shown} alt="Picture preview" width={150} height={150} className="h-[150px] w-[150px] rounded-lg border object-cover" />
          ) : null}
        </div>
      )}
    </Field>
  );
}
