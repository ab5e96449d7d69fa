import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readCheckInput } from '../../../domain/check-input';
import { documents, type DocumentMethods, type Position } from '../../providers/document-methods';
import type { Receipt } from '../../providers/payment-methods';
import { getPosition } from '../../providers/session';
import { checkDocument, refreshKeys, type CheckResult } from './check-document';
import { QR_LOGS } from './VerificationLog';

function knownPosition(): Position | undefined {
  const position = getPosition();
  const latitude = Number(position?.latitude);
  const longitude = Number(position?.longitude);
  return position && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined;
}

/**
 * Why a typed number gives no verdict: no note or receipt has it, no note has it and receipts
 * could not be searched (the role has no Payment right, or no network), or it is mistyped.
 */
export type CheckProblem = 'notFound' | 'receiptByQr' | 'mistyped';
/** `receipt`: a typed receipt number found (it proves nothing about the paper: only its QR code does). */
export type CheckStatus = { busy: boolean; result?: CheckResult; problem?: CheckProblem; receipt?: Receipt };

/**
 * Runs a check of what was scanned or typed. The published keys are fetched as the page opens so a
 * later check works even when the network is gone; a typed reference opens the note instead.
 */
export function useDocumentCheck(methods: DocumentMethods = documents) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CheckStatus>({ busy: false });
  const run = useRef(0);

  useEffect(() => {
    void refreshKeys(methods);
  }, [methods]);

  const check = useCallback(
    async (text: string) => {
      const attempt = ++run.current;
      const trimmed = text.trim();
      if (!trimmed) return;
      setStatus({ busy: true });
      const input = readCheckInput(trimmed);
      if (input.kind === 'reference') {
        // A mistyped reference is told at once: no search, and no 'fake' verdict for a typo.
        if (!input.valid) return setStatus({ busy: false, problem: 'mistyped' });
        const key = await methods.findNoteKey(input.reference).catch(() => null);
        if (attempt !== run.current) return;
        if (key) {
          navigate(`/tax-note/${encodeURIComponent(key)}/show`);
          return;
        }
        // Receipt numbers share the reference's shape (HKRR-…): a number no note has may be one.
        const receipt = await methods.findReceipt(input.reference).then(
          (found) => found ?? ('none' as const),
          () => null,
        );
        if (attempt !== run.current) return;
        if (receipt === null) return setStatus({ busy: false, problem: 'receiptByQr' });
        setStatus(receipt === 'none' ? { busy: false, problem: 'notFound' } : { busy: false, receipt });
        return;
      }
      const result = await checkDocument(trimmed, methods, knownPosition());
      // Only the latest check may speak: a slow earlier answer must not replace it.
      if (attempt === run.current) setStatus({ busy: false, result });
      // The server logged the check: the log below shows it without a reload.
      void queryClient.invalidateQueries({ queryKey: [QR_LOGS] });
    },
    [methods, navigate, queryClient],
  );

  return { status, check };
}
