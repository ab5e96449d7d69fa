import { Avatar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AccountDataProvider } from '../../src/client/providers/account-methods';

type Props = { documentKey?: string; name: string; size?: number };

/**
 * A person's photo from its stored document key (image URL lookup). An <img> cannot carry
 * the bearer token, so the signed 300-second link is asked for first; initials meanwhile.
 */
export function PersonPhoto({ documentKey, name, size = 40 }: Props) {
  const dataProvider = useDataProvider<AccountDataProvider>();
  const link = useQuery({
    queryKey: ['document-link', documentKey],
    queryFn: () => dataProvider.documentLink(documentKey!),
    enabled: Boolean(documentKey),
    // Refetched well before the link's 300 seconds run out.
    staleTime: 240_000,
    retry: false,
  });
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <Avatar src={link.data} alt={name} sx={{ width: size, height: size }}>
      {initials || '?'}
    </Avatar>
  );
}
