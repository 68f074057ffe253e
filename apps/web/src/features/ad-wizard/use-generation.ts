/**
 * Generating variations (spec 1 §4, §7): with non-blank Ad Library links and nothing extracted yet for
 * them, the copy is extracted first; a failed or empty extraction opens the Extraction Failed dialog,
 * whose Continue generates without extracted content and whose Go Back returns to step 1 (a link the
 * server calls invalid goes back to step 1 at once, as the generation would). Generate
 * failures show the server's message or the spec's; those about the prompt or links go back to step 1.
 */
import { nonBlankLinks } from '@ads-creative/contracts/ad-library-link';
import { type ExtractedItem, extractionSucceeded, type GenerateAdResponse, generationMessages } from '@ads-creative/contracts/generation';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';
import { extractFromLibrary } from './api/extract-from-library.ts';
import { GenerationRefused, generateAd } from './api/generate-ad.ts';
import { generateBody, isStepOneFailure, promptStyleLabel, type WizardValues } from './wizard-values.ts';

interface Options {
  values: WizardValues;
  onGenerated: (result: GenerateAdResponse, extractedContent: unknown) => void;
  onStepOneFailure: (message: string) => void;
  onGoBack: () => void;
}

const asList = (items: ExtractedItem[] | ExtractedItem | null | undefined): ExtractedItem[] =>
  Array.isArray(items) ? items : items ? [items] : [];

export function useGeneration({ values, onGenerated, onStepOneFailure, onGoBack }: Options) {
  const [extracted, setExtracted] = useState<{ key: string; items: ExtractedItem[] } | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [dialog, setDialog] = useState<{ reason: string | null } | null>(null);

  const links = nonBlankLinks(values.adLinks);
  const customPrompt = values.customPrompt.trim() === '' ? null : values.customPrompt;
  // Extracted copy belongs to these links, style and custom prompt; changing any of them asks again.
  const key = JSON.stringify([links, values.promptStyle, customPrompt]);
  const current = extracted?.key === key ? extracted.items : null;

  const extract = async (): Promise<{ ok: true; items: ExtractedItem[] } | { ok: false; reason: string | null }> => {
    try {
      const answer = await extractFromLibrary({ adLinks: links, promptStyle: promptStyleLabel(values.promptStyle), customPrompt });
      if (!extractionSucceeded(answer)) return { ok: false, reason: null };
      const items = asList(answer);
      setExtracted({ key, items });
      return { ok: true, items };
    } catch (e) {
      return { ok: false, reason: e instanceof ApiError && e.code ? e.message : null };
    }
  };

  const run = async (extractedContent: unknown) => {
    setGenerating(true);
    try {
      const result = await generateAd(generateBody(values, extractedContent));
      toast.success(generationMessages.generateSuccess);
      onGenerated(result, extractedContent);
    } catch (e) {
      const message =
        e instanceof GenerationRefused
          ? e.message || generationMessages.generateFailed
          : serverMessageOr(e, generationMessages.generateFailed);
      toast.error(message);
      if (isStepOneFailure(message)) onStepOneFailure(message);
    } finally {
      setGenerating(false);
    }
  };

  const generate = async () => {
    if (links.length === 0) return run(undefined);
    if (current) return run(current);
    setGenerating(true);
    const result = await extract();
    if (!result.ok) {
      setGenerating(false);
      // A link the server refuses would fail the generation too: Continue cannot help, so go straight to step 1.
      if (result.reason && isStepOneFailure(result.reason)) {
        toast.error(result.reason);
        onStepOneFailure(result.reason);
        return;
      }
      setDialog({ reason: result.reason });
      return;
    }
    await run(result.items);
  };

  /** The step 1 'Extract content' button. */
  const extractNow = async () => {
    if (links.length === 0) {
      toast.warning(generationMessages.needOneLinkToExtract);
      return;
    }
    setExtracting(true);
    const result = await extract();
    setExtracting(false);
    if (result.ok) toast.success(`Extracted ad copy from ${result.items.length === 1 ? '1 ad' : `${result.items.length} ads`}.`);
    else toast.error(result.reason ?? 'Failed to extract content from the provided ad links.');
  };

  return {
    generating,
    extracting,
    extracted: current,
    generate,
    extractNow,
    extractionDialog: {
      opened: dialog !== null,
      reason: dialog?.reason ?? null,
      onContinue: () => {
        setDialog(null);
        void run(undefined);
      },
      onGoBack: () => {
        setDialog(null);
        onGoBack();
      },
    },
  };
}
