"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/browser/api-client";
import { Field } from "./form-field";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The picture of a record form: the chosen file, and the message when it cannot be sent. A refused
 * picture stops the save (`blocked`): saving the record without the picture the user chose would lose
 * it without a word.
 */
export function usePicture() {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  return {
    file,
    blocked: refusal !== undefined,
    /** Shows the server's message for the picture, if the failed save had one. */
    showServerError(error: unknown) {
      setServerError(error instanceof ApiError ? error.errors?.image : undefined);
    },
    fieldProps: {
      error: refusal ?? serverError,
      onChange(chosen: File | null, message?: string) {
        setFile(chosen);
        setRefusal(message);
        setServerError(undefined);
      },
    },
  };
}

/** Why a chosen file cannot be uploaded (its catalogue key in "common"), or undefined when it can. */
function refusalOf(file: File): "picture.wrongType" | "picture.tooLarge" | undefined {
  if (!ACCEPTED.includes(file.type)) return "picture.wrongType";
  if (file.size > MAX_BYTES) return "picture.tooLarge";
  return undefined;
}

interface ImageFieldProps {
  /** The field's label; "Picture" when not given. */
  label?: string;
  /** The stored picture's file name, shown until another is chosen. */
  currentImage?: string | null;
  /** The chosen file (null when none or refused) and, for a refused one, the reason. */
  onChange: (file: File | null, refusal?: string) => void;
  error?: string;
}

/** A picture input: images only (PNG, JPEG, WebP, GIF, at most 5 MB), with a 150×150 preview. */
export function ImageField({ label, currentImage, onChange, error }: ImageFieldProps) {
  const t = useTranslations("common");
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File | undefined) {
    const refusal = file && refusalOf(file);
    setFileName(file?.name ?? null);
    setPreview(file && !refusal ? URL.createObjectURL(file) : null);
    onChange(file && !refusal ? file : null, refusal && t(refusal));
  }

  const shown = preview ?? (currentImage ? `/uploads/${currentImage}` : null);
  return (
    <Field label={label ?? t("picture.label")} error={error} description={t("picture.hint")}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {/* The browser writes its own "Choose File" in its own language; this one is the page's. The
              real input lies over it, transparent, so clicks, keys and dropped files reach it as before. */}
          <div className="relative w-full max-w-xs">
            <input
              {...control}
              type="file"
              accept={ACCEPTED.join(",")}
              onChange={(event) => choose(event.target.files?.[0])}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <div
              aria-hidden="true"
              className="flex items-center gap-3 rounded-md text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
            >
              <span className="shrink-0 rounded-md bg-secondary px-3 py-2 font-medium">{t("picture.choose")}</span>
              <span className="min-w-0 truncate text-muted-foreground" dir="auto">
                {fileName ?? t("picture.noFile")}
              </span>
            </div>
          </div>
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview or a guarded upload, not for the optimizer
            <img
              src={shown}
              alt={t("picture.preview")}
              width={150}
              height={150}
              className="h-[150px] w-[150px] rounded-lg border object-cover"
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
