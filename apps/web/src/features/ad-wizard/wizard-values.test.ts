/** The wizard's rules and request bodies without a browser: spec 1 §5 messages and the §7 generate body. */
import { CALL_TO_ACTION_NOTE } from '@ads-creative/contracts/ai';
import { generateAdBody, generationMessages } from '@ads-creative/contracts/generation';
import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  generateBody,
  isStepOneFailure,
  validateAiSetup,
  validateBasicInfo,
  type WizardValues,
} from './wizard-values.ts';

const valid: WizardValues = {
  ...emptyWizardValues,
  campaignId: '3',
  name: 'Ad',
  callToAction: 'SHOP_NOW',
  prompt: 'Shoes',
  textProvider: 'BUILTIN',
  imageProvider: 'BUILTIN',
};

describe('validation', () => {
  it('asks for each step 1 field', () => {
    expect(validateBasicInfo({ ...emptyWizardValues, numberOfVariations: '' })).toEqual({
      campaignId: generationMessages.selectCampaign,
      name: generationMessages.enterAdName,
      numberOfVariations: generationMessages.enterVariations,
      callToAction: generationMessages.selectCallToAction,
      prompt: generationMessages.promptOrLink,
    });
    expect(validateBasicInfo(valid)).toEqual({});
    expect(validateBasicInfo({ ...valid, numberOfVariations: 6 }).numberOfVariations).toBe(generationMessages.variationsRange);
    expect(validateBasicInfo({ ...valid, numberOfVariations: 0 }).numberOfVariations).toBe(generationMessages.variationsRange);
    expect(validateBasicInfo({ ...valid, prompt: ' ', adLinks: [' ', 'https://x'] })).toEqual({});
    expect(validateBasicInfo({ ...valid, prompt: ' ', adLinks: [' '] }).prompt).toBe(generationMessages.promptOrLink);
  });

  it('asks for a text provider, and an image provider unless a file is uploaded', () => {
    expect(validateAiSetup({ ...valid, textProvider: null, imageProvider: null })).toEqual({
      textProvider: generationMessages.selectTextProvider,
      imageProvider: generationMessages.uploadOrImageProvider,
    });
    expect(validateAiSetup({ ...valid, imageProvider: null, uploadedFile: { name: 'a.png', url: 'http://x/a.png' } })).toEqual({});
  });

  it('knows which generate failures belong to step 1', () => {
    expect(isStepOneFailure(generationMessages.enterPromptContent)).toBe(true);
    expect(isStepOneFailure(generationMessages.invalidAdLink)).toBe(true);
    expect(isStepOneFailure('OpenAI is not configured.')).toBe(false);
  });
});

describe('generate body', () => {
  it('appends the call-to-action note only when the prompt lacks it, and passes the server schema', () => {
    expect(generateBody(valid).prompt).toBe(`Shoes\n\n${CALL_TO_ACTION_NOTE}`);
    expect(generateBody({ ...valid, prompt: 'Shoes. Call to Action: SHOP_NOW' }).prompt).toBe('Shoes. Call to Action: SHOP_NOW');
    expect(generateBody({ ...valid, prompt: '  ' }).prompt).toBe('');
    expect(generateAdBody.safeParse(generateBody(valid)).success).toBe(true);
  });

  it('sends the uploaded file instead of an image provider', () => {
    const body = generateBody({ ...valid, uploadedFile: { name: 'a.png', url: 'http://x/a.png' } });
    expect(body).toMatchObject({ imageProvider: null, mediaFileUrl: 'http://x/a.png', promptStyle: 'Dynamic', isPreview: true });
  });
});
