import type { LectureVoice, PreferredLlm, UpdateSettingsRequest } from "@study-well/shared/api";
import {
  FIELD,
  LECTURE_VOICES,
  lectureVoiceNotice,
  LOADING,
  PREFERRED_LLMS,
  preferredModelNotice,
  SETTINGS,
  SETTINGS_MESSAGE_MS,
} from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { FormPage, LoadingText } from "../../../components/ui/card";
import { SelectField } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api/errors";
import { useAiEngines } from "../api/ai-engines-api";
import { useSettings, useUpdateSettings } from "../api/settings-api";
import { ThemeSwitch } from "./theme-switch";

export function SettingsPage() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const engines = useAiEngines({ enabled: settings.isSuccess });
  const toast = useToast();
  // Spec §8: the success message clears after 3 seconds (a toast, announced politely).
  const save = (change: UpdateSettingsRequest) =>
    update.mutate(change, {
      onSuccess: () => toast({ tone: "success", message: SETTINGS.updated, duration: SETTINGS_MESSAGE_MS }),
    });

  if (settings.isPending) return <LoadingText>{LOADING}</LoadingText>;
  const unauthenticated = settings.error instanceof ApiError && settings.error.status === 401;
  return (
    <FormPage title={SETTINGS.title}>
      {settings.isError ? (
        <Alert tone="error">{unauthenticated ? SETTINGS.loginRequired : SETTINGS.loadFailed}</Alert>
      ) : (
        <div className="space-y-4">
          <SelectField
            label={FIELD.preferredModel}
            value={settings.data.preferredLLM}
            disabled={update.isPending}
            onChange={(e) => save({ preferredLLM: e.target.value as PreferredLlm })}
            hint={
              engines.data &&
              preferredModelNotice(
                settings.data.preferredLLM,
                engines.data.summarize.engine,
                engines.data.summarize.reason,
              )
            }
          >
            {PREFERRED_LLMS.map((option) => (
              <option key={option} value={option}>
                {SETTINGS.options[option]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={FIELD.lectureVoice}
            value={settings.data.lectureVoice}
            disabled={update.isPending}
            onChange={(e) => save({ lectureVoice: e.target.value as LectureVoice })}
            hint={engines.data && lectureVoiceNotice(engines.data.speak.engine, engines.data.speak.reason)}
          >
            {LECTURE_VOICES.map((option) => (
              <option key={option} value={option}>
                {SETTINGS.voices[option]}
              </option>
            ))}
          </SelectField>
          {update.isError && <Alert tone="error">{SETTINGS.updateFailed}</Alert>}
        </div>
      )}
      <div className="mt-6 border-t border-slate-200 pt-6">
        <ThemeSwitch />
      </div>
    </FormPage>
  );
}
