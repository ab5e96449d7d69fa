import { useTranslate } from 'react-admin';

/**
 * A step's label in the reader's language. The steps the product fills from the taxed object
 * (area, horsepower, rent, months…) and the common user steps have a translation by step key;
 * a step a project invents keeps the label its configuration gives it.
 */
export function useStepLabel() {
  const translate = useTranslate();
  return (step: { stepKey: string; labelName: string }) => translate(`taxation.stepLabels.${step.stepKey}`, { _: step.labelName });
}
