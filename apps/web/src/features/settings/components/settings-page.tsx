import { useEffect } from "react";
import type { LectureVoice, PreferredLlm } from "@study-well/shared/api";
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
import { ApiError } from "../../../lib/api/errors";
import { useAiEngines } from "../api/ai-engines-api";
import { useSettings, useUpdateSettings } from "../api/settings-api";

export function SettingsPage() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const engines = useAiEngines({ enabled: settings.isSuccess });
  const { reset } = update;

  // Spec §8: the success message clears after 3 seconds.
  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = setTimeout(reset, SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [update.isSuccess, update.submittedAt, reset]);

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
            onChange={(e) => update.mutate({ preferredLLM: e.target.value as PreferredLlm })}
            hint={
              engines.data && preferredModelNotice(settings.data.preferredLLM, engines.data.summarize.engine)
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
            onChange={(e) => update.mutate({ lectureVoice: e.target.value as LectureVoice })}
            hint={engines.data && lectureVoiceNotice(engines.data.speak.engine, engines.data.speak.reason)}
          >
            {LECTURE_VOICES.map((option) => (
              <option key={option} value={option}>
                {SETTINGS.voices[option]}
              </option>
            ))}
          </SelectField>
          {update.isSuccess && <Alert tone="success">{SETTINGS.updated}</Alert>}
          {update.isError && <Alert tone="error">{SETTINGS.updateFailed}</Alert>}
        </div>
      )}
    </FormPage>
  );
}
