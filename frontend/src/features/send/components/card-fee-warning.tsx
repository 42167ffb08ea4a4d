/** Spec section 2: a card costs more than a bank transfer, so say so before the sender pays. */
export function CardFeeWarning() {
  return (
    <div role="note" aria-labelledby="card-fee-warning" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p id="card-fee-warning" className="font-semibold">
        Higher Processing Fees
      </p>
      <p className="mt-1">
        Card transfers carry a 9% fee (the 5% service fee plus a 4% card processing fee). A bank transfer (ACH) costs a
        lower 5%.
      </p>
    </div>
  );
}
