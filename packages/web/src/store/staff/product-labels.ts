import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';

/** The product form's fields and their labels, in the order the form shows them. */
export const PRODUCT_LABELS = {
  title: T.title,
  name: T.shortName,
  category_id: T.category,
  venue_id: T.venue,
  price: T.price,
  quantity: T.quantity,
  order_qty_max: T.orderLimit,
  date_start: T.dateStart,
  time_start: T.timeStart,
  date_end: T.dateEnd,
  time_end: T.timeEnd,
  description: T.description,
  voucher_eligible: T.voucherEligible,
  no_attendee: T.noAttendee,
  akv: T.akv,
};
