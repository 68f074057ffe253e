/** The wizard's steps 1 and 2 as a user meets them (spec 1 §2, §4, §5): fields, defaults, every validation message, links and the upload rules. */
import { generationMessages } from '@ads-creative/contracts/generation';
import { uploadMessages } from '@ads-creative/contracts/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import {
  builtin,
  choose,
  fakeUploads,
  fileOfSize,
  fillStepOne,
  openai,
  optionsOf,
  toStepTwo,
  typeInto,
  wizardServer,
  type XhrAnswer,
} from './testing.tsx';

// The whole app renders in jsdom; a user's typing and clicking through it takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

const stepOneMessages = [
  generationMessages.selectCampaign,
  generationMessages.enterAdName,
  generationMessages.enterVariations,
  generationMessages.selectCallToAction,
  generationMessages.promptOrLink,
];

describe('step 1, Basic Info', () => {
  it('shows the header, the help, the defaults and the campaigns of page 0 size 100', async () => {
    const server = wizardServer();
    const { user } = renderApp('/ad/create');
    // The file's first render loads the page (React.lazy): the setup's long wait, not this file's 4 s.
    expect(await screen.findByRole('heading', { name: 'Create Ad' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ads' })).toHaveAttribute('href', '/ads');
    for (const step of ['Basic Info', 'AI Setup', 'Preview']) expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /Ad type/ })).toHaveValue('Page Post Ad');
    expect(screen.getByRole('textbox', { name: /Number of variations/ })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('Tiếng Việt');
    expect(screen.getByRole('combobox', { name: /Prompt style/ })).toHaveValue('Dynamic');

    await choose(user, /Campaign/, 'Back to School');
    expect(server.spy.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/campaigns'))).toEqual([
      '/api/campaigns?page=0&size=100',
    ]);

    await user.click(screen.getByRole('button', { name: 'Hướng dẫn' }));
    const help = await screen.findByRole('dialog', { name: 'Hướng dẫn tạo quảng cáo' });
    expect(within(help).getByText('Bước 1: Thông tin cơ bản')).toBeInTheDocument();
    expect(within(help).getByText('Bước 2: Thiết lập AI')).toBeInTheDocument();
    expect(within(help).getByText('Bước 3: Xem trước và lưu')).toBeInTheDocument();
  });

  it('reads a plain list of campaigns too', async () => {
    wizardServer({ 'GET /api/campaigns': () => ({ body: [{ id: 9, name: 'Plain List Campaign' }] }) });
    const { user } = renderApp('/ad/create');
    await choose(user, /Campaign/, 'Plain List Campaign');
    expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Plain List Campaign');
  });

  it("toasts 'Unable to load data. Please try again.' when the campaigns do not load", async () => {
    wizardServer({ 'GET /api/campaigns': () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) });
    renderApp('/ad/create');
    expect(await screen.findByText(generationMessages.wizardLoadFailed, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows every step 1 message on Next Step, keeps the user there, and Next clears them once valid', async () => {
    wizardServer();
    const { user } = renderApp('/ad/create');
    await screen.findByRole('combobox', { name: /Campaign/ });
    await user.clear(screen.getByRole('textbox', { name: /Number of variations/ }));
    for (const m of stepOneMessages) expect(screen.queryByText(m)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    for (const m of stepOneMessages) expect(screen.getByText(m)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Text provider/ })).not.toBeInTheDocument();

    // Each message goes as its field is filled.
    await choose(user, /Campaign/, 'Summer Sale');
    expect(screen.queryByText(generationMessages.selectCampaign)).not.toBeInTheDocument();
    await typeInto(user, screen.getByRole('textbox', { name: /Ad name/ }), 'Sneakers');
    expect(screen.queryByText(generationMessages.enterAdName)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Number of variations/ }), '3');
    expect(screen.queryByText(generationMessages.enterVariations)).not.toBeInTheDocument();
    await choose(user, /Call to Action/, 'Learn More - Tìm hiểu thêm');
    expect(screen.queryByText(generationMessages.selectCallToAction)).not.toBeInTheDocument();
    // A link alone is enough instead of a prompt; a blank one is not.
    await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), '   ');
    expect(screen.getByText(generationMessages.promptOrLink)).toBeInTheDocument();
    await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), 'https://www.facebook.com/ads/library/?id=1');
    expect(screen.queryByText(generationMessages.promptOrLink)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('combobox', { name: /Text provider/ })).toBeInTheDocument();
  });

  it('keeps the number of variations between 1 and 5', async () => {
    wizardServer();
    const { user } = renderApp('/ad/create');
    const count = await screen.findByRole('textbox', { name: /Number of variations/ });
    await user.clear(count);
    await user.type(count, '9');
    expect(count).not.toHaveValue('9');
    await user.clear(count);
    await user.type(count, '5');
    expect(count).toHaveValue('5');
  });

  it('offers every call to action with its English and Vietnamese label', async () => {
    wizardServer();
    const { user } = renderApp('/ad/create');
    const labels = await optionsOf(user, /Call to Action/);
    expect(labels).toHaveLength(10);
    for (const label of ['Shop Now - Mua ngay', 'Send Message - Gửi tin nhắn', 'Subscribe - Đăng ký theo dõi'])
      expect(labels).toContain(label);
  });

  it('shows a remove button only when there is more than one link', async () => {
    wizardServer();
    const { user } = renderApp('/ad/create');
    await screen.findByRole('textbox', { name: 'Ad link 1' });
    expect(screen.queryByRole('button', { name: /Remove link/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('textbox', { name: 'Ad link 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove link/ })).toHaveLength(2);
    await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 2' }), 'https://second');
    await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue('https://second');
    expect(screen.queryByRole('button', { name: /Remove link/ })).not.toBeInTheDocument();
  });

  it('warns in Vietnamese when asked to extract without a link', async () => {
    const server = wizardServer();
    const { user } = renderApp('/ad/create');
    await user.click(await screen.findByRole('button', { name: 'Extract content' }));
    expect(await screen.findByText(generationMessages.needOneLinkToExtract)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/extract-from-library')).toHaveLength(0);
  });
});

describe('step 2, AI Setup', () => {
  it('defaults to the offline built-in provider and lists the chosen provider’s capabilities and state', async () => {
    wizardServer();
    const { user } = renderApp('/ad/create');
    await toStepTwo(user);
    expect(screen.getByRole('combobox', { name: /Image provider/ })).toHaveValue('Built-in (offline)');
    const facts = screen.getAllByLabelText('Built-in capabilities')[0];
    expect(within(facts).getByText('Text generation')).toBeInTheDocument();
    expect(within(facts).getByText('Offline')).toBeInTheDocument();

    await choose(user, /Text provider/, 'OpenAI (not configured)');
    const openaiFacts = screen.getByLabelText('OpenAI capabilities');
    expect(within(openaiFacts).getByText(`Not configured: ${openai.missing}`)).toBeInTheDocument();
    expect(within(openaiFacts).getByText('gpt-4.1-mini')).toBeInTheDocument();
  });

  it('picks no default when another provider is configured', async () => {
    const configured = { ...openai, configured: true, missing: undefined };
    wizardServer({
      'GET /api/ai-providers/text': () => ({
        body: [{ ...openai, id: 'BUILTIN', name: 'Built-in', offline: true, configured: true }, configured],
      }),
    });
    const { user } = renderApp('/ad/create');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    const text = await screen.findByRole('combobox', { name: /Text provider/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Image provider/ })).toHaveValue('Built-in (offline)'));
    expect(text).toHaveValue('');
  });

  it('preselects the provider the server names as the user’s default (an applied provider switch)', async () => {
    const chosen = { ...openai, configured: true, missing: undefined, default: true };
    wizardServer({ 'GET /api/ai-providers/text': () => ({ body: [builtin, chosen] }) });
    const { user } = renderApp('/ad/create');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('OpenAI'));
    expect(screen.getByRole('combobox', { name: /Image provider/ })).toHaveValue('Built-in (offline)');
  });

  it('does not preselect a default provider that is no longer configured', async () => {
    wizardServer({ 'GET /api/ai-providers/text': () => ({ body: [builtin, { ...openai, default: true }] }) });
    const { user } = renderApp('/ad/create');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  });

  it('shows both step 2 messages and does not generate', async () => {
    const server = wizardServer();
    const { user } = renderApp('/ad/create');
    await toStepTwo(user);
    await user.click(screen.getByLabelText('Clear text provider'));
    await user.click(screen.getByLabelText('Clear image provider'));
    expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Image provider/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
    expect(screen.getByText(generationMessages.selectTextProvider)).toBeInTheDocument();
    expect(screen.getByText(generationMessages.uploadOrImageProvider)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/generate')).toHaveLength(0);

    // Previous resets the display.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('combobox', { name: /Text provider/ })).toBeInTheDocument();
    expect(screen.queryByText(generationMessages.selectTextProvider)).not.toBeInTheDocument();
  });

  it('refuses a file over 10485760 bytes before uploading it', async () => {
    const uploads = fakeUploads(() => ({ status: 200, body: { success: true, fileUrl: 'http://localhost/api/media/a.png' } }));
    wizardServer();
    const { user, container } = renderApp('/ad/create');
    await toStepTwo(user);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeInTheDocument();

    await user.upload(input, fileOfSize('huge.png', 'image/png', 10_485_761));
    expect((await screen.findAllByText(uploadMessages.fileTooLarge)).length).toBeGreaterThan(0);
    expect(uploads).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Image provider/ })).toBeEnabled();

    // Exactly the limit goes up.
    await user.upload(input, fileOfSize('ok.png', 'image/png', 10_485_760));
    expect(await screen.findByText(uploadMessages.uploadSucceeded)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('uploads with the token and progress, clears and disables the image provider; removing the file clears it too', async () => {
    let finish: (v: XhrAnswer) => void = () => {};
    const uploads = fakeUploads(() => new Promise<XhrAnswer>((resolve) => (finish = resolve)));
    wizardServer();
    const { user, container } = renderApp('/ad/create');
    await toStepTwo(user);
    const imageProvider = screen.getByRole('combobox', { name: /Image provider/ });
    expect(imageProvider).toHaveValue('Built-in (offline)');

    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'shoe.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(uploads[0]).toMatchObject({ url: '/api/upload/image', headers: { authorization: 'Bearer tok-alice' } });
    expect(uploads[0].file?.name).toBe('shoe.png');

    finish({ status: 200, body: { success: true, fileUrl: 'http://localhost/api/media/shoe.png' } });
    expect(await screen.findByText(uploadMessages.uploadSucceeded)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'shoe.png' })).toHaveAttribute('src', 'http://localhost/api/media/shoe.png');
    expect(imageProvider).toHaveValue('');
    expect(imageProvider).toBeDisabled();

    // An uploaded image replaces the image provider, so step 2 is valid without one.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(imageProvider).toBeEnabled();
    expect(imageProvider).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
    expect(screen.getByText(generationMessages.uploadOrImageProvider)).toBeInTheDocument();
  });

  it("refuses a file that is not an image before uploading it: the reason under the field, 'Unable to upload file. Please try again.' in the toast", async () => {
    const uploads = fakeUploads(() => ({ status: 200, body: { success: true, fileUrl: 'http://localhost/api/media/a.png' } }));
    wizardServer();
    const { user, container } = renderApp('/ad/create');
    await toStepTwo(user);
    // The picker offers images only; a file chosen anyway (drag and drop, "All files") is refused here.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        container.querySelector('input[type="file"]') as HTMLInputElement,
        new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
      );
    const toast = await screen.findByText(uploadMessages.uploadFailed);
    expect(toast.closest('.mantine-Notification-root')).not.toBeNull();
    const reason = screen.getByText(uploadMessages.unsupportedType);
    expect(reason.closest('.mantine-Notification-root')).toBeNull();
    expect(screen.getAllByText(uploadMessages.unsupportedType)).toHaveLength(1);
    expect(uploads).toHaveLength(0);
  });

  it("toasts 'Unable to upload file. Please try again.' and shows the server's reason", async () => {
    fakeUploads(() => ({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.unsupportedType } }));
    wizardServer();
    const { user, container } = renderApp('/ad/create');
    await toStepTwo(user);
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(uploadMessages.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(uploadMessages.unsupportedType)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Image provider/ })).toHaveValue('Built-in (offline)');
  });
});
