import { useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MEMBERSHIP_PAYMENT, MembershipMessages as M } from '@portal/domain/payments/payments.messages';
import { couponCartOf, donationLine, type AppliedDiscount } from '@portal/domain/shared/cart';
import { akvProblem, cartDiscountOf, priceCart, type PriceLine } from '@portal/domain/shared/cart-total';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { PaymentStepper } from '../components/payment/payment-stepper';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { useChosenSport } from '../lib/sport-profile';
import { MembershipReview } from './membership-review';
import { membershipQuery, usePayMembership } from './payments.api';

/**
 * spec 002 §2, §4 /member/membership?sport=: 1 Membership Review, 2 voucher, 3 Make Online Payment; then the success
 * overlay, orders reloaded and the receipt. With a voucher applied, step 1's Continue jumps to step 3.
 */
export function MembershipPage() {
  const [query] = useSearchParams();
  const chosen = useChosenSport();
  const sport = (query.get('sport') ?? chosen ?? 'basketball').toLowerCase();
  const info = useQuery(membershipQuery(sport));
  const settings = useSettings();
  const pay = usePayMembership();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [donation, setDonation] = useState(false);

  if (info.isPending) return <PageLoading />;
  if (info.isError) return <ErrorAlert message={errorMessage(info.error, TECHNICAL_ISSUE)} />;
  const data = info.data;
  const lines: PriceLine[] = [{ quantity: 1, unitPriceCents: data.membershipCart.p_price, voucherEligible: true, akvEligible: true }];
  const totals = priceCart({ lines, discount: cartDiscountOf(discount), donation, taxRate: settings.taxRate });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>{M.title}: {data.sport.text}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
        <PaymentStepper active={active} onStep={setActive} busy={pay.isPending} steps={[
          { title: M.stepReview, content: <MembershipReview info={data} />, canContinue: data.can_renew, next: discount ? 2 : 1 },
          {
            title: M.stepVoucher,
            content: <DiscountStep applied={discount} onChange={setDiscount} subtotal={totals.subtotal} voucherPath="membership"
              eligibleCents={() => totals.subtotal} akvProblem={akvProblem(lines)} />,
          },
          {
            title: M.stepPayment,
            content: (
              <PaymentStep totals={totals} catalogue={MEMBERSHIP_PAYMENT} donation={donation} onDonation={setDonation}
                pay={(cardData, headers) => pay.mutateAsync({
                  params: { sport: data.sport.value as 'basketball' }, headers,
                  body: {
                    cardData, couponCart: couponCartOf(discount), donationCart: donation ? [donationLine()] : [],
                    membershipCart: data.membershipCart, sport: data.sport.value as 'basketball',
                  },
                })}
                onPaid={(reply) => void navigate(`/member/orders/order/${reply.o_id}`)} />
            ),
          },
        ]} />
      </Paper>
    </>
  );
}
