import { useEffect, useRef } from 'react';
import type { NextStep } from '../../../../domain/payments/schemas';

type PayfastStep = Extract<NextStep, { kind: 'payfast' }>;

/**
 * The signed PayFast checkout as a real form: posted by the browser, fields in the server's order
 * (the signature is over that order). `submitNow` posts it as soon as it is on the page; the test
 * page passes a ref-less form and submits through `formId`.
 */
export function PayfastForm({
  next,
  id,
  submitNow = false,
}: {
  next: PayfastStep;
  id: string;
  submitNow?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitNow) formRef.current?.submit();
  }, [submitNow]);
  return (
    <form ref={formRef} id={id} method="post" action={next.url} className="hidden" aria-hidden>
      {next.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/** Posts the form of that id (the test page's Submit and its countdown). */
export function submitPayfastForm(id: string): void {
  const form = document.getElementById(id);
  if (form instanceof HTMLFormElement) form.submit();
}
