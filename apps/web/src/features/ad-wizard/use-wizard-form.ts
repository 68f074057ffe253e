/**
 * The wizard's values, current step and validation display (spec 1 §4): Next leaves step 1 only when
 * it is valid, otherwise the messages show; Previous, Next and clicks on the stepper reset the display.
 * A generate failure about the prompt or links comes back to step 1 with validation shown.
 */
import { useCallback, useState } from 'react';
import { hasErrors, validateAiSetup, validateBasicInfo, type WizardErrors, type WizardValues } from './wizard-values.ts';

export type WizardStep = 0 | 1 | 2;

export function useWizardForm(initial: WizardValues) {
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState<WizardStep>(0);
  const [showValidation, setShowValidation] = useState(false);
  /** The server's words about the prompt or links, shown under the links until they change. */
  const [linkError, setLinkError] = useState<string | null>(null);

  const set = useCallback(<K extends keyof WizardValues>(key: K, value: WizardValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'adLinks' || key === 'prompt') setLinkError(null);
  }, []);

  const errors: WizardErrors = !showValidation ? {} : step === 0 ? validateBasicInfo(values) : step === 1 ? validateAiSetup(values) : {};

  const goTo = (target: WizardStep) => {
    setStep(target);
    setShowValidation(false);
    setLinkError(null);
  };

  /** Step 1 → 2, or the step's messages. */
  const next = () => {
    if (hasErrors(validateBasicInfo(values))) {
      setShowValidation(true);
      return;
    }
    goTo(1);
  };

  /** Shows step 2's messages; true when it is valid. */
  const checkAiSetup = () => {
    if (!hasErrors(validateAiSetup(values))) return true;
    setShowValidation(true);
    return false;
  };

  const backToStepOne = (message: string | null) => {
    setStep(0);
    setShowValidation(true);
    setLinkError(message);
  };

  return { values, set, step, errors, linkError, goTo, next, checkAiSetup, backToStepOne };
}
