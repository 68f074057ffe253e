/** 'Headline 23/40': a count against a Facebook limit, red when over (limits in contracts/ai.ts). */
import { charCount } from '@ads-creative/contracts/ai';
import { Text } from '@mantine/core';

export function CharCount({ label, text, limit }: { label: string; text: string; limit: number }) {
  const count = charCount(text);
  return (
    <Text
      size="xs"
      c={count > limit ? 'red' : 'dimmed'}
      title={count > limit ? `Longer than the recommended ${limit} characters` : undefined}
    >
      {label} {count}/{limit}
    </Text>
  );
}
