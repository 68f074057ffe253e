/**
 * /login: one screen with three modes (login, register, forgot), kept in the `mode` query
 * parameter so Back and a shared link land in the same mode, beside the product's features.
 * Also reports a failed Facebook login that the server sent back as `?error=no_token|auth_process_failed`.
 */
import { facebookLoginErrors } from '@ads-creative/contracts/constants';
import { messages } from '@ads-creative/contracts/messages';
import { Anchor, Box, Container, Divider, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingLine } from '../../components/loading-line.tsx';
import { forgetRedirect, peekRedirect, safeRedirectPath } from '../../lib/auth/redirect-after-login.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { toast } from '../../lib/toast.ts';
import { type LoginMode, parseLoginMode } from './auth-rules.ts';
import { FacebookLoginButton } from './components/facebook-login-button.tsx';
import { LoginForm } from './components/login-form.tsx';
import { ProductFeatures } from './components/product-features.tsx';

// Most visits only sign in: the other two forms (and the contract rules they check) load when opened.
const RegisterForm = lazyNamed(() => import('./components/register-form.tsx'), 'RegisterForm');
const ForgotPasswordForm = lazyNamed(() => import('./components/forgot-password-form.tsx'), 'ForgotPasswordForm');

const headings: Record<LoginMode, { title: string; subtitle: string }> = {
  login: { title: 'Login', subtitle: 'Sign in to manage your campaigns and ads.' },
  register: { title: 'Register', subtitle: 'Create an account with a username and password.' },
  forgot: { title: 'Forgot password', subtitle: 'We will e-mail you a link to choose a new password.' },
};

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = parseLoginMode(params.get('mode'));
  // Only a same-app path is followed (an empty fallback means "none given or refused").
  const redirect = safeRedirectPath(params.get('redirect'), '') || null;

  // Keeps `redirect` (and anything else) while switching modes; the error, once shown, is dropped.
  const hrefFor = (next: LoginMode) => {
    const p = new URLSearchParams(params);
    p.delete('error');
    if (next === 'login') p.delete('mode');
    else p.set('mode', next);
    const qs = p.toString();
    return `/login${qs ? `?${qs}` : ''}`;
  };

  const errorParam = params.get('error');
  const reported = useRef(false);
  useEffect(() => {
    if (!errorParam || !(facebookLoginErrors as readonly string[]).includes(errorParam)) return;
    // The ref keeps StrictMode's second effect run from toasting twice; removing the parameter keeps a reload from doing it.
    if (!reported.current) {
      reported.current = true;
      toast.error({ title: messages.facebookLoginFailedTitle, message: messages.facebookLoginFailed });
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [errorParam, setParams]);

  // Without a redirect parameter the remembered path is only read here: RequireAuth forgets it on
  // arrival, and taking it now would leave the route guard (which also redirects this page once signed
  // in) sending the user elsewhere. A login that honours its parameter uses the remembered path up too:
  // its target may be a page RequireAuth does not wrap, and a later /login must not go to an old visit's page.
  const afterSignIn = () => {
    if (redirect) forgetRedirect();
    navigate(redirect ?? peekRedirect(), { replace: true });
  };

  const { title, subtitle } = headings[mode];

  return (
    <Box mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
        {/* Features left of the form; on a phone the form comes first. Flex, not Grid: Grid's column variables cost
            /login about 2 KB gzip of its 150 KB budget (decision 173). */}
        <Flex direction={{ base: 'column-reverse', md: 'row' }} gap={{ base: 'lg', md: 48 }} align="center">
          <Box flex={1} w="100%" miw={0}>
            <ProductFeatures />
          </Box>
          <Box flex={1} w="100%" miw={0}>
            {/* On a phone the features (with the product name) come after the form, so the name goes on top too. */}
            <Text hiddenFrom="md" ta="center" fw={700} size="lg" mb="sm">
              Ads Creative
            </Text>
            <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
              <Stack gap="md">
                <div>
                  <Title order={2} size="h3">
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                </div>

                {mode === 'login' && (
                  <>
                    <FacebookLoginButton redirect={redirect} />
                    <Divider label="or with your account" labelPosition="center" />
                    <LoginForm onSignedIn={afterSignIn} />
                    <Group justify="space-between" gap="xs">
                      <Anchor component={Link} to={hrefFor('register')} size="sm">
                        Register
                      </Anchor>
                      <Anchor component={Link} to={hrefFor('forgot')} size="sm">
                        Forgot password?
                      </Anchor>
                    </Group>
                  </>
                )}

                <Suspense fallback={<LoadingLine>Loading...</LoadingLine>}>
                  {mode === 'register' && <RegisterForm onRegistered={() => navigate(hrefFor('login'))} />}
                  {mode === 'forgot' && <ForgotPasswordForm />}
                </Suspense>

                {mode !== 'login' && (
                  <Anchor component={Link} to={hrefFor('login')} size="sm" ta="center">
                    Back to login
                  </Anchor>
                )}
              </Stack>
            </Paper>
          </Box>
        </Flex>
        <Group justify="center" gap="md" mt="xl">
          <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/terms-of-service" size="xs" c="dimmed">
            Terms of Service
          </Anchor>
          <Anchor component={Link} to="/data-deletion" size="xs" c="dimmed">
            Data deletion
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
