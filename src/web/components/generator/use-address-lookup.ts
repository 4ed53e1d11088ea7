import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { isInSouthAfricaBox } from '../../../domain/geo/south-africa-bounds';
import type { ReverseReply } from '../../../domain/places/schemas';
import { placeKeys, reversePlace } from '../../api/places';
import { LOCKABLE_FIELDS, type GeneratorInput, type GeneratorValues, type LockableField, type LookupState } from './form-values';

/** What a newly placed point's address lookup starts as: nothing to ask outside South Africa. */
const lookupFor = (point: LatLng | null): LookupState =>
  point === null ? { status: 'idle' } : isInSouthAfricaBox(point.latitude, point.longitude) ? { status: 'loading' } : { status: 'outside' };

/**
 * The reverse lookup of placed points: suburb, city and province fill in and lock, and
 * only the latest point's answer counts, however the answers arrive. Outside South Africa nothing is
 * asked and the address is cleared. The starting point, if any, is looked up once on mount.
 */
export function useAddressLookup(form: UseFormReturn<GeneratorInput, unknown, GeneratorValues>, initialPoint: LatLng | null) {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = React.useState<LookupState>(() => lookupFor(initialPoint));
  const [locked, setLocked] = React.useState<ReadonlySet<LockableField>>(() => new Set());
  const latestSequence = React.useRef(0);

  const fillAddress = React.useCallback(
    (next: LatLng) => {
      const { setValue, getValues, formState } = form;
      const sequence = ++latestSequence.current;
      const isLatest = () => sequence === latestSequence.current;
      const clearAddress = () => {
        for (const field of LOCKABLE_FIELDS) setValue(field, '', { shouldDirty: true });
      };
      if (!isInSouthAfricaBox(next.latitude, next.longitude)) {
        clearAddress();
        return;
      }
      const applyReply = (reply: ReverseReply) => {
        if (!isLatest()) return;
        if (!reply.found) {
          clearAddress();
          setLookup({ status: 'outside' });
          return;
        }
        const revalidate = formState.isSubmitted;
        const filled: LockableField[] = [];
        for (const field of LOCKABLE_FIELDS) {
          const value = reply[field];
          setValue(field, value ?? '', { shouldDirty: true, shouldValidate: revalidate && Boolean(value) });
          if (value) filled.push(field);
        }
        if (reply.addressLine1 && !getValues('addressLine1')?.trim()) setValue('addressLine1', reply.addressLine1);
        setLocked((previous) => (filled.every((field) => previous.has(field)) ? previous : new Set([...previous, ...filled])));
        setLookup({ status: 'found', attributions: reply.attributions });
      };
      const applyFailure = () => {
        if (isLatest()) setLookup({ status: 'failed' });
      };
      queryClient
        .fetchQuery({
          queryKey: placeKeys.reverse(next.latitude, next.longitude),
          queryFn: ({ signal }) => reversePlace(next.latitude, next.longitude, signal),
        })
        .then(applyReply, applyFailure);
    },
    [form, queryClient],
  );

  // The starting point (a kept form or a handed-over place) is on the map already.
  React.useEffect(() => {
    if (initialPoint) fillAddress(initialPoint);
  }, [initialPoint, fillAddress]);

  /** Looks up the address of a newly placed point; an older point's answer is ignored from now on. */
  const lookUpAddress = React.useCallback(
    (next: LatLng) => {
      setLookup(lookupFor(next));
      fillAddress(next);
    },
    [fillAddress],
  );

  return { lookup, locked, lookUpAddress };
}
