import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  MEMBERSHIP_PAYMENT,
  MembershipMessages as M,
  PaymentMessages,
} from '@portal/domain/payments/payments.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { oneLine, usePaymentCart } from '../components/payment/use-payment-cart';
import { WizardStepper } from '../components/wizard-stepper';
import { errorMessage } from '../lib/api-client';
import { useChosenSport } from '../lib/sport-profile';
import { arrivalState } from '../lib/arrival';
import { useWizard } from '../lib/use-wizard';
import { MembershipAddToCart } from './membership-add-to-cart';
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
  const pay = usePayMembership();
  const navigate = useNavigate();
  const wizard = useWizard({ count: 3 });
  const cart = usePaymentCart(oneLine(info.data?.membershipCart.p_price ?? 0));

  if (info.isPending) return <PageLoading />;
  if (info.isError) return <ErrorAlert message={errorMessage(info.error, TECHNICAL_ISSUE)} />;
  const data = info.data;
  const steps = [
    {
      title: M.stepReview,
      content: (
        <>
          <MembershipReview info={data} />
          <MembershipAddToCart info={data} />
        </>
      ),
      canContinue: data.can_renew,
      next: cart.discount ? 2 : 1,
    },
    { title: M.stepVoucher, content: <DiscountStep {...cart.discountStep} voucherPath="membership" /> },
    {
      title: M.stepPayment,
      content: (
        <PaymentStep
          {...cart.paymentStep}
          catalogue={MEMBERSHIP_PAYMENT}
          pay={(cardData, headers) =>
            pay.mutateAsync({
              params: { sport: data.sport.value as 'basketball' },
              headers,
              body: {
                cardData,
                ...cart.body,
                membershipCart: data.membershipCart,
                sport: data.sport.value as 'basketball',
              },
            })
          }
          onPaid={(reply) => void navigate(`/member/orders/order/${reply.o_id}`, arrivalState(PAYMENT_SUCCESS))}
        />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.title}: {data.sport.text}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
        <WizardStepper wizard={wizard} steps={steps} labels={PaymentMessages} busy={pay.isPending} />
      </Paper>
    </>
  );
}
