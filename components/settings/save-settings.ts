import { api } from "@/lib/browser/api-client";
import type { SettingsValues } from "./types";

/** PUT /api/settings with one part of the settings (the rest stays); the settings as saved. */
export async function saveSettings(change: Partial<Record<keyof SettingsValues, unknown>>): Promise<SettingsValues> {
  return (await api<{ settings: SettingsValues }>("/settings", { method: "PUT", body: change })).settings;
}
