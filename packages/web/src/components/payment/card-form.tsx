import { useSettings } from '../../lib/settings';
import { CardFields } from './card-fields';
import { EwaySecureFields } from './eway-secure-fields';
import type { CardFormSlot } from './payment-step';
import { SandboxSecureFields } from './sandbox-secure-fields';

/**
 * The card form the site settings choose (spec 002 §1: two providers): card form 2 posts the card fields; card form 1
 * gives the provider's secure field code, from eWAY's Secure Fields or the sandbox's own.
 */
export function CardForm(slot: CardFormSlot) {
  const { paymentForm, paymentGateway, ewayPublicKey } = useSettings();
  if (paymentForm === 2)
    return <CardFields onValid={slot.onChange} disabled={slot.disabled} name={slot.name} onName={slot.onName} />;
  if (paymentGateway === 'eway') return <EwaySecureFields {...slot} publicKey={ewayPublicKey} />;
  return <SandboxSecureFields {...slot} />;
}
