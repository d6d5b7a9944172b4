/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck
import { check } from "@payments-contract/validators/runtime";
import * as schema_AccountRef from "./schemas/AccountRef.js";
import * as schema_Amount from "./schemas/Amount.js";
import * as schema_AuthenticationErrorMessage from "./schemas/AuthenticationErrorMessage.js";
import * as schema_Authorisation from "./schemas/Authorisation.js";
import * as schema_AuthorisationNotification from "./schemas/AuthorisationNotification.js";
import * as schema_Capture from "./schemas/Capture.js";
import * as schema_CaptureCreateRequest from "./schemas/CaptureCreateRequest.js";
import * as schema_CaptureCreated from "./schemas/CaptureCreated.js";
import * as schema_CaptureList from "./schemas/CaptureList.js";
import * as schema_CaptureStatus from "./schemas/CaptureStatus.js";
import * as schema_Chargeback from "./schemas/Chargeback.js";
import * as schema_ChargebackList from "./schemas/ChargebackList.js";
import * as schema_CheckoutCapture from "./schemas/CheckoutCapture.js";
import * as schema_CheckoutCreateRequest from "./schemas/CheckoutCreateRequest.js";
import * as schema_CheckoutCustomer from "./schemas/CheckoutCustomer.js";
import * as schema_CheckoutDetail from "./schemas/CheckoutDetail.js";
import * as schema_CheckoutErrorEvent from "./schemas/CheckoutErrorEvent.js";
import * as schema_CheckoutInfo from "./schemas/CheckoutInfo.js";
import * as schema_CheckoutInstance from "./schemas/CheckoutInstance.js";
import * as schema_CheckoutManifest from "./schemas/CheckoutManifest.js";
import * as schema_CheckoutOptions from "./schemas/CheckoutOptions.js";
import * as schema_CheckoutOrder from "./schemas/CheckoutOrder.js";
import * as schema_CheckoutPayment from "./schemas/CheckoutPayment.js";
import * as schema_CheckoutPaymentErrorEvent from "./schemas/CheckoutPaymentErrorEvent.js";
import * as schema_CheckoutPaymentInfo from "./schemas/CheckoutPaymentInfo.js";
import * as schema_Config from "./schemas/Config.js";
import * as schema_ConfigUpdateRequest from "./schemas/ConfigUpdateRequest.js";
import * as schema_CreatedWithStatus from "./schemas/CreatedWithStatus.js";
import * as schema_Currency from "./schemas/Currency.js";
import * as schema_CursorEnvelope from "./schemas/CursorEnvelope.js";
import * as schema_CursorMetadata from "./schemas/CursorMetadata.js";
import * as schema_Customer from "./schemas/Customer.js";
import * as schema_Date from "./schemas/Date.js";
import * as schema_DateTimeMinutes from "./schemas/DateTimeMinutes.js";
import * as schema_DateTimeSeconds from "./schemas/DateTimeSeconds.js";
import * as schema_DateTimeUtc from "./schemas/DateTimeUtc.js";
import * as schema_EmbeddedCapture from "./schemas/EmbeddedCapture.js";
import * as schema_ErrorEnvelope from "./schemas/ErrorEnvelope.js";
import * as schema_Frequency from "./schemas/Frequency.js";
import * as schema_FrequentAuthorisationRequest from "./schemas/FrequentAuthorisationRequest.js";
import * as schema_FrequentCreateRequest from "./schemas/FrequentCreateRequest.js";
import * as schema_FrequentCreated from "./schemas/FrequentCreated.js";
import * as schema_FrequentCurrency from "./schemas/FrequentCurrency.js";
import * as schema_FrequentPayment from "./schemas/FrequentPayment.js";
import * as schema_FrequentPaymentList from "./schemas/FrequentPaymentList.js";
import * as schema_FrequentPaymentListItem from "./schemas/FrequentPaymentListItem.js";
import * as schema_FrequentUpdateRequest from "./schemas/FrequentUpdateRequest.js";
import * as schema_FrequentUpdated from "./schemas/FrequentUpdated.js";
import * as schema_GenericNotification from "./schemas/GenericNotification.js";
import * as schema_HasId from "./schemas/HasId.js";
import * as schema_IdRef from "./schemas/IdRef.js";
import * as schema_IntervalFilter from "./schemas/IntervalFilter.js";
import * as schema_LedgerEntry from "./schemas/LedgerEntry.js";
import * as schema_LedgerEntryList from "./schemas/LedgerEntryList.js";
import * as schema_Link from "./schemas/Link.js";
import * as schema_LinkCapture from "./schemas/LinkCapture.js";
import * as schema_LinkCreateRequest from "./schemas/LinkCreateRequest.js";
import * as schema_LinkCustomer from "./schemas/LinkCustomer.js";
import * as schema_LinkList from "./schemas/LinkList.js";
import * as schema_LinkPaymentOptions from "./schemas/LinkPaymentOptions.js";
import * as schema_LinkUpdateRequest from "./schemas/LinkUpdateRequest.js";
import * as schema_LinkUpdateResult from "./schemas/LinkUpdateResult.js";
import * as schema_MandateInput from "./schemas/MandateInput.js";
import * as schema_MaskedCustomer from "./schemas/MaskedCustomer.js";
import * as schema_MaskedMethod from "./schemas/MaskedMethod.js";
import * as schema_MaskedSddMandate from "./schemas/MaskedSddMandate.js";
import * as schema_MbwaySdk from "./schemas/MbwaySdk.js";
import * as schema_Method from "./schemas/Method.js";
import * as schema_MethodCode from "./schemas/MethodCode.js";
import * as schema_MethodStatus from "./schemas/MethodStatus.js";
import * as schema_MoneyAmount from "./schemas/MoneyAmount.js";
import * as schema_Multibanco from "./schemas/Multibanco.js";
import * as schema_NotificationFields from "./schemas/NotificationFields.js";
import * as schema_NotificationType from "./schemas/NotificationType.js";
import * as schema_NotificationUrls from "./schemas/NotificationUrls.js";
import * as schema_ObjectRef from "./schemas/ObjectRef.js";
import * as schema_OutAccount from "./schemas/OutAccount.js";
import * as schema_OutPayment from "./schemas/OutPayment.js";
import * as schema_OutPaymentCreateRequest from "./schemas/OutPaymentCreateRequest.js";
import * as schema_OutPaymentCreated from "./schemas/OutPaymentCreated.js";
import * as schema_OutPaymentList from "./schemas/OutPaymentList.js";
import * as schema_PageEnvelope from "./schemas/PageEnvelope.js";
import * as schema_PageMeta from "./schemas/PageMeta.js";
import * as schema_PaymentCaptureRef from "./schemas/PaymentCaptureRef.js";
import * as schema_PaymentNotificationSettings from "./schemas/PaymentNotificationSettings.js";
import * as schema_PaymentStatus from "./schemas/PaymentStatus.js";
import * as schema_PaymentType from "./schemas/PaymentType.js";
import * as schema_PingResult from "./schemas/PingResult.js";
import * as schema_Refund from "./schemas/Refund.js";
import * as schema_RefundCreateRequest from "./schemas/RefundCreateRequest.js";
import * as schema_RefundList from "./schemas/RefundList.js";
import * as schema_RefundListItem from "./schemas/RefundListItem.js";
import * as schema_RefundedSplit from "./schemas/RefundedSplit.js";
import * as schema_SddMandate from "./schemas/SddMandate.js";
import * as schema_SingleCreateRequest from "./schemas/SingleCreateRequest.js";
import * as schema_SingleCreated from "./schemas/SingleCreated.js";
import * as schema_SinglePayment from "./schemas/SinglePayment.js";
import * as schema_SinglePaymentList from "./schemas/SinglePaymentList.js";
import * as schema_SinglePaymentListItem from "./schemas/SinglePaymentListItem.js";
import * as schema_SingleUpdateRequest from "./schemas/SingleUpdateRequest.js";
import * as schema_SingleUpdated from "./schemas/SingleUpdated.js";
import * as schema_Split from "./schemas/Split.js";
import * as schema_SplitInput from "./schemas/SplitInput.js";
import * as schema_SplitRevert from "./schemas/SplitRevert.js";
import * as schema_SplitUpdateRequest from "./schemas/SplitUpdateRequest.js";
import * as schema_StatusDetails from "./schemas/StatusDetails.js";
import * as schema_Subscription from "./schemas/Subscription.js";
import * as schema_SubscriptionCapture from "./schemas/SubscriptionCapture.js";
import * as schema_SubscriptionCreateRequest from "./schemas/SubscriptionCreateRequest.js";
import * as schema_SubscriptionList from "./schemas/SubscriptionList.js";
import * as schema_SubscriptionListItem from "./schemas/SubscriptionListItem.js";
import * as schema_SubscriptionUpdateRequest from "./schemas/SubscriptionUpdateRequest.js";
import * as schema_SubscriptionWritten from "./schemas/SubscriptionWritten.js";
import * as schema_Transaction from "./schemas/Transaction.js";
import * as schema_TransactionNotification from "./schemas/TransactionNotification.js";
import * as schema_TransactionReportItem from "./schemas/TransactionReportItem.js";
import * as schema_TransactionReportList from "./schemas/TransactionReportList.js";
import * as schema_TransactionValues from "./schemas/TransactionValues.js";
import * as schema_Uuid from "./schemas/Uuid.js";
import * as schema_Void from "./schemas/Void.js";
import * as schema_VoidCreateRequest from "./schemas/VoidCreateRequest.js";

/** Checks a AccountRef: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateAccountRef(value, options) {
  return options?.strict
    ? check(schema_AccountRef.strict, value, undefined, "AccountRef")
    : check(schema_AccountRef.tolerant, value, schema_AccountRef.strict, "AccountRef");
}


/** Checks a Amount: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateAmount(value, options) {
  return options?.strict
    ? check(schema_Amount.strict, value, undefined, "Amount")
    : check(schema_Amount.tolerant, value, schema_Amount.strict, "Amount");
}


/** Checks a AuthenticationErrorMessage: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateAuthenticationErrorMessage(value, options) {
  return options?.strict
    ? check(schema_AuthenticationErrorMessage.strict, value, undefined, "AuthenticationErrorMessage")
    : check(schema_AuthenticationErrorMessage.tolerant, value, schema_AuthenticationErrorMessage.strict, "AuthenticationErrorMessage");
}


/** Checks a Authorisation: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateAuthorisation(value, options) {
  return options?.strict
    ? check(schema_Authorisation.strict, value, undefined, "Authorisation")
    : check(schema_Authorisation.tolerant, value, schema_Authorisation.strict, "Authorisation");
}


/** Checks a AuthorisationNotification: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateAuthorisationNotification(value, options) {
  return options?.strict
    ? check(schema_AuthorisationNotification.strict, value, undefined, "AuthorisationNotification")
    : check(schema_AuthorisationNotification.tolerant, value, schema_AuthorisationNotification.strict, "AuthorisationNotification");
}


/** Checks a Capture: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCapture(value, options) {
  return options?.strict
    ? check(schema_Capture.strict, value, undefined, "Capture")
    : check(schema_Capture.tolerant, value, schema_Capture.strict, "Capture");
}


/** Checks a CaptureCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCaptureCreateRequest(value, options) {
  return options?.strict
    ? check(schema_CaptureCreateRequest.strict, value, undefined, "CaptureCreateRequest")
    : check(schema_CaptureCreateRequest.tolerant, value, schema_CaptureCreateRequest.strict, "CaptureCreateRequest");
}


/** Checks a CaptureCreated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCaptureCreated(value, options) {
  return options?.strict
    ? check(schema_CaptureCreated.strict, value, undefined, "CaptureCreated")
    : check(schema_CaptureCreated.tolerant, value, schema_CaptureCreated.strict, "CaptureCreated");
}


/** Checks a CaptureList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCaptureList(value, options) {
  return options?.strict
    ? check(schema_CaptureList.strict, value, undefined, "CaptureList")
    : check(schema_CaptureList.tolerant, value, schema_CaptureList.strict, "CaptureList");
}


/** Checks a CaptureStatus: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCaptureStatus(value, options) {
  return options?.strict
    ? check(schema_CaptureStatus.strict, value, undefined, "CaptureStatus")
    : check(schema_CaptureStatus.tolerant, value, schema_CaptureStatus.strict, "CaptureStatus");
}


/** Checks a Chargeback: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateChargeback(value, options) {
  return options?.strict
    ? check(schema_Chargeback.strict, value, undefined, "Chargeback")
    : check(schema_Chargeback.tolerant, value, schema_Chargeback.strict, "Chargeback");
}


/** Checks a ChargebackList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateChargebackList(value, options) {
  return options?.strict
    ? check(schema_ChargebackList.strict, value, undefined, "ChargebackList")
    : check(schema_ChargebackList.tolerant, value, schema_ChargebackList.strict, "ChargebackList");
}


/** Checks a CheckoutCapture: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutCapture(value, options) {
  return options?.strict
    ? check(schema_CheckoutCapture.strict, value, undefined, "CheckoutCapture")
    : check(schema_CheckoutCapture.tolerant, value, schema_CheckoutCapture.strict, "CheckoutCapture");
}


/** Checks a CheckoutCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutCreateRequest(value, options) {
  return options?.strict
    ? check(schema_CheckoutCreateRequest.strict, value, undefined, "CheckoutCreateRequest")
    : check(schema_CheckoutCreateRequest.tolerant, value, schema_CheckoutCreateRequest.strict, "CheckoutCreateRequest");
}


/** Checks a CheckoutCustomer: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutCustomer(value, options) {
  return options?.strict
    ? check(schema_CheckoutCustomer.strict, value, undefined, "CheckoutCustomer")
    : check(schema_CheckoutCustomer.tolerant, value, schema_CheckoutCustomer.strict, "CheckoutCustomer");
}


/** Checks a CheckoutDetail: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutDetail(value, options) {
  return options?.strict
    ? check(schema_CheckoutDetail.strict, value, undefined, "CheckoutDetail")
    : check(schema_CheckoutDetail.tolerant, value, schema_CheckoutDetail.strict, "CheckoutDetail");
}


/** Checks a CheckoutErrorEvent: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutErrorEvent(value, options) {
  return options?.strict
    ? check(schema_CheckoutErrorEvent.strict, value, undefined, "CheckoutErrorEvent")
    : check(schema_CheckoutErrorEvent.tolerant, value, schema_CheckoutErrorEvent.strict, "CheckoutErrorEvent");
}


/** Checks a CheckoutInfo: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutInfo(value, options) {
  return options?.strict
    ? check(schema_CheckoutInfo.strict, value, undefined, "CheckoutInfo")
    : check(schema_CheckoutInfo.tolerant, value, schema_CheckoutInfo.strict, "CheckoutInfo");
}


/** Checks a CheckoutInstance: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutInstance(value, options) {
  return options?.strict
    ? check(schema_CheckoutInstance.strict, value, undefined, "CheckoutInstance")
    : check(schema_CheckoutInstance.tolerant, value, schema_CheckoutInstance.strict, "CheckoutInstance");
}


/** Checks a CheckoutManifest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutManifest(value, options) {
  return options?.strict
    ? check(schema_CheckoutManifest.strict, value, undefined, "CheckoutManifest")
    : check(schema_CheckoutManifest.tolerant, value, schema_CheckoutManifest.strict, "CheckoutManifest");
}


/** Checks a CheckoutOptions: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutOptions(value, options) {
  return options?.strict
    ? check(schema_CheckoutOptions.strict, value, undefined, "CheckoutOptions")
    : check(schema_CheckoutOptions.tolerant, value, schema_CheckoutOptions.strict, "CheckoutOptions");
}


/** Checks a CheckoutOrder: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutOrder(value, options) {
  return options?.strict
    ? check(schema_CheckoutOrder.strict, value, undefined, "CheckoutOrder")
    : check(schema_CheckoutOrder.tolerant, value, schema_CheckoutOrder.strict, "CheckoutOrder");
}


/** Checks a CheckoutPayment: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutPayment(value, options) {
  return options?.strict
    ? check(schema_CheckoutPayment.strict, value, undefined, "CheckoutPayment")
    : check(schema_CheckoutPayment.tolerant, value, schema_CheckoutPayment.strict, "CheckoutPayment");
}


/** Checks a CheckoutPaymentErrorEvent: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutPaymentErrorEvent(value, options) {
  return options?.strict
    ? check(schema_CheckoutPaymentErrorEvent.strict, value, undefined, "CheckoutPaymentErrorEvent")
    : check(schema_CheckoutPaymentErrorEvent.tolerant, value, schema_CheckoutPaymentErrorEvent.strict, "CheckoutPaymentErrorEvent");
}


/** Checks a CheckoutPaymentInfo: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCheckoutPaymentInfo(value, options) {
  return options?.strict
    ? check(schema_CheckoutPaymentInfo.strict, value, undefined, "CheckoutPaymentInfo")
    : check(schema_CheckoutPaymentInfo.tolerant, value, schema_CheckoutPaymentInfo.strict, "CheckoutPaymentInfo");
}


/** Checks a Config: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateConfig(value, options) {
  return options?.strict
    ? check(schema_Config.strict, value, undefined, "Config")
    : check(schema_Config.tolerant, value, schema_Config.strict, "Config");
}


/** Checks a ConfigUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateConfigUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_ConfigUpdateRequest.strict, value, undefined, "ConfigUpdateRequest")
    : check(schema_ConfigUpdateRequest.tolerant, value, schema_ConfigUpdateRequest.strict, "ConfigUpdateRequest");
}


/** Checks a CreatedWithStatus: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCreatedWithStatus(value, options) {
  return options?.strict
    ? check(schema_CreatedWithStatus.strict, value, undefined, "CreatedWithStatus")
    : check(schema_CreatedWithStatus.tolerant, value, schema_CreatedWithStatus.strict, "CreatedWithStatus");
}


/** Checks a Currency: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCurrency(value, options) {
  return options?.strict
    ? check(schema_Currency.strict, value, undefined, "Currency")
    : check(schema_Currency.tolerant, value, schema_Currency.strict, "Currency");
}


/** Checks a CursorEnvelope: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCursorEnvelope(value, options) {
  return options?.strict
    ? check(schema_CursorEnvelope.strict, value, undefined, "CursorEnvelope")
    : check(schema_CursorEnvelope.tolerant, value, schema_CursorEnvelope.strict, "CursorEnvelope");
}


/** Checks a CursorMetadata: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCursorMetadata(value, options) {
  return options?.strict
    ? check(schema_CursorMetadata.strict, value, undefined, "CursorMetadata")
    : check(schema_CursorMetadata.tolerant, value, schema_CursorMetadata.strict, "CursorMetadata");
}


/** Checks a Customer: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateCustomer(value, options) {
  return options?.strict
    ? check(schema_Customer.strict, value, undefined, "Customer")
    : check(schema_Customer.tolerant, value, schema_Customer.strict, "Customer");
}


/** Checks a Date: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateDate(value, options) {
  return options?.strict
    ? check(schema_Date.strict, value, undefined, "Date")
    : check(schema_Date.tolerant, value, schema_Date.strict, "Date");
}


/** Checks a DateTimeMinutes: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateDateTimeMinutes(value, options) {
  return options?.strict
    ? check(schema_DateTimeMinutes.strict, value, undefined, "DateTimeMinutes")
    : check(schema_DateTimeMinutes.tolerant, value, schema_DateTimeMinutes.strict, "DateTimeMinutes");
}


/** Checks a DateTimeSeconds: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateDateTimeSeconds(value, options) {
  return options?.strict
    ? check(schema_DateTimeSeconds.strict, value, undefined, "DateTimeSeconds")
    : check(schema_DateTimeSeconds.tolerant, value, schema_DateTimeSeconds.strict, "DateTimeSeconds");
}


/** Checks a DateTimeUtc: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateDateTimeUtc(value, options) {
  return options?.strict
    ? check(schema_DateTimeUtc.strict, value, undefined, "DateTimeUtc")
    : check(schema_DateTimeUtc.tolerant, value, schema_DateTimeUtc.strict, "DateTimeUtc");
}


/** Checks a EmbeddedCapture: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateEmbeddedCapture(value, options) {
  return options?.strict
    ? check(schema_EmbeddedCapture.strict, value, undefined, "EmbeddedCapture")
    : check(schema_EmbeddedCapture.tolerant, value, schema_EmbeddedCapture.strict, "EmbeddedCapture");
}


/** Checks a ErrorEnvelope: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateErrorEnvelope(value, options) {
  return options?.strict
    ? check(schema_ErrorEnvelope.strict, value, undefined, "ErrorEnvelope")
    : check(schema_ErrorEnvelope.tolerant, value, schema_ErrorEnvelope.strict, "ErrorEnvelope");
}


/** Checks a Frequency: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequency(value, options) {
  return options?.strict
    ? check(schema_Frequency.strict, value, undefined, "Frequency")
    : check(schema_Frequency.tolerant, value, schema_Frequency.strict, "Frequency");
}


/** Checks a FrequentAuthorisationRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentAuthorisationRequest(value, options) {
  return options?.strict
    ? check(schema_FrequentAuthorisationRequest.strict, value, undefined, "FrequentAuthorisationRequest")
    : check(schema_FrequentAuthorisationRequest.tolerant, value, schema_FrequentAuthorisationRequest.strict, "FrequentAuthorisationRequest");
}


/** Checks a FrequentCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentCreateRequest(value, options) {
  return options?.strict
    ? check(schema_FrequentCreateRequest.strict, value, undefined, "FrequentCreateRequest")
    : check(schema_FrequentCreateRequest.tolerant, value, schema_FrequentCreateRequest.strict, "FrequentCreateRequest");
}


/** Checks a FrequentCreated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentCreated(value, options) {
  return options?.strict
    ? check(schema_FrequentCreated.strict, value, undefined, "FrequentCreated")
    : check(schema_FrequentCreated.tolerant, value, schema_FrequentCreated.strict, "FrequentCreated");
}


/** Checks a FrequentCurrency: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentCurrency(value, options) {
  return options?.strict
    ? check(schema_FrequentCurrency.strict, value, undefined, "FrequentCurrency")
    : check(schema_FrequentCurrency.tolerant, value, schema_FrequentCurrency.strict, "FrequentCurrency");
}


/** Checks a FrequentPayment: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentPayment(value, options) {
  return options?.strict
    ? check(schema_FrequentPayment.strict, value, undefined, "FrequentPayment")
    : check(schema_FrequentPayment.tolerant, value, schema_FrequentPayment.strict, "FrequentPayment");
}


/** Checks a FrequentPaymentList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentPaymentList(value, options) {
  return options?.strict
    ? check(schema_FrequentPaymentList.strict, value, undefined, "FrequentPaymentList")
    : check(schema_FrequentPaymentList.tolerant, value, schema_FrequentPaymentList.strict, "FrequentPaymentList");
}


/** Checks a FrequentPaymentListItem: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentPaymentListItem(value, options) {
  return options?.strict
    ? check(schema_FrequentPaymentListItem.strict, value, undefined, "FrequentPaymentListItem")
    : check(schema_FrequentPaymentListItem.tolerant, value, schema_FrequentPaymentListItem.strict, "FrequentPaymentListItem");
}


/** Checks a FrequentUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_FrequentUpdateRequest.strict, value, undefined, "FrequentUpdateRequest")
    : check(schema_FrequentUpdateRequest.tolerant, value, schema_FrequentUpdateRequest.strict, "FrequentUpdateRequest");
}


/** Checks a FrequentUpdated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateFrequentUpdated(value, options) {
  return options?.strict
    ? check(schema_FrequentUpdated.strict, value, undefined, "FrequentUpdated")
    : check(schema_FrequentUpdated.tolerant, value, schema_FrequentUpdated.strict, "FrequentUpdated");
}


/** Checks a GenericNotification: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateGenericNotification(value, options) {
  return options?.strict
    ? check(schema_GenericNotification.strict, value, undefined, "GenericNotification")
    : check(schema_GenericNotification.tolerant, value, schema_GenericNotification.strict, "GenericNotification");
}


/** Checks a HasId: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateHasId(value, options) {
  return options?.strict
    ? check(schema_HasId.strict, value, undefined, "HasId")
    : check(schema_HasId.tolerant, value, schema_HasId.strict, "HasId");
}


/** Checks a IdRef: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateIdRef(value, options) {
  return options?.strict
    ? check(schema_IdRef.strict, value, undefined, "IdRef")
    : check(schema_IdRef.tolerant, value, schema_IdRef.strict, "IdRef");
}


/** Checks a IntervalFilter: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateIntervalFilter(value, options) {
  return options?.strict
    ? check(schema_IntervalFilter.strict, value, undefined, "IntervalFilter")
    : check(schema_IntervalFilter.tolerant, value, schema_IntervalFilter.strict, "IntervalFilter");
}


/** Checks a LedgerEntry: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLedgerEntry(value, options) {
  return options?.strict
    ? check(schema_LedgerEntry.strict, value, undefined, "LedgerEntry")
    : check(schema_LedgerEntry.tolerant, value, schema_LedgerEntry.strict, "LedgerEntry");
}


/** Checks a LedgerEntryList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLedgerEntryList(value, options) {
  return options?.strict
    ? check(schema_LedgerEntryList.strict, value, undefined, "LedgerEntryList")
    : check(schema_LedgerEntryList.tolerant, value, schema_LedgerEntryList.strict, "LedgerEntryList");
}


/** Checks a Link: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLink(value, options) {
  return options?.strict
    ? check(schema_Link.strict, value, undefined, "Link")
    : check(schema_Link.tolerant, value, schema_Link.strict, "Link");
}


/** Checks a LinkCapture: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkCapture(value, options) {
  return options?.strict
    ? check(schema_LinkCapture.strict, value, undefined, "LinkCapture")
    : check(schema_LinkCapture.tolerant, value, schema_LinkCapture.strict, "LinkCapture");
}


/** Checks a LinkCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkCreateRequest(value, options) {
  return options?.strict
    ? check(schema_LinkCreateRequest.strict, value, undefined, "LinkCreateRequest")
    : check(schema_LinkCreateRequest.tolerant, value, schema_LinkCreateRequest.strict, "LinkCreateRequest");
}


/** Checks a LinkCustomer: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkCustomer(value, options) {
  return options?.strict
    ? check(schema_LinkCustomer.strict, value, undefined, "LinkCustomer")
    : check(schema_LinkCustomer.tolerant, value, schema_LinkCustomer.strict, "LinkCustomer");
}


/** Checks a LinkList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkList(value, options) {
  return options?.strict
    ? check(schema_LinkList.strict, value, undefined, "LinkList")
    : check(schema_LinkList.tolerant, value, schema_LinkList.strict, "LinkList");
}


/** Checks a LinkPaymentOptions: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkPaymentOptions(value, options) {
  return options?.strict
    ? check(schema_LinkPaymentOptions.strict, value, undefined, "LinkPaymentOptions")
    : check(schema_LinkPaymentOptions.tolerant, value, schema_LinkPaymentOptions.strict, "LinkPaymentOptions");
}


/** Checks a LinkUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_LinkUpdateRequest.strict, value, undefined, "LinkUpdateRequest")
    : check(schema_LinkUpdateRequest.tolerant, value, schema_LinkUpdateRequest.strict, "LinkUpdateRequest");
}


/** Checks a LinkUpdateResult: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateLinkUpdateResult(value, options) {
  return options?.strict
    ? check(schema_LinkUpdateResult.strict, value, undefined, "LinkUpdateResult")
    : check(schema_LinkUpdateResult.tolerant, value, schema_LinkUpdateResult.strict, "LinkUpdateResult");
}


/** Checks a MandateInput: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMandateInput(value, options) {
  return options?.strict
    ? check(schema_MandateInput.strict, value, undefined, "MandateInput")
    : check(schema_MandateInput.tolerant, value, schema_MandateInput.strict, "MandateInput");
}


/** Checks a MaskedCustomer: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMaskedCustomer(value, options) {
  return options?.strict
    ? check(schema_MaskedCustomer.strict, value, undefined, "MaskedCustomer")
    : check(schema_MaskedCustomer.tolerant, value, schema_MaskedCustomer.strict, "MaskedCustomer");
}


/** Checks a MaskedMethod: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMaskedMethod(value, options) {
  return options?.strict
    ? check(schema_MaskedMethod.strict, value, undefined, "MaskedMethod")
    : check(schema_MaskedMethod.tolerant, value, schema_MaskedMethod.strict, "MaskedMethod");
}


/** Checks a MaskedSddMandate: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMaskedSddMandate(value, options) {
  return options?.strict
    ? check(schema_MaskedSddMandate.strict, value, undefined, "MaskedSddMandate")
    : check(schema_MaskedSddMandate.tolerant, value, schema_MaskedSddMandate.strict, "MaskedSddMandate");
}


/** Checks a MbwaySdk: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMbwaySdk(value, options) {
  return options?.strict
    ? check(schema_MbwaySdk.strict, value, undefined, "MbwaySdk")
    : check(schema_MbwaySdk.tolerant, value, schema_MbwaySdk.strict, "MbwaySdk");
}


/** Checks a Method: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMethod(value, options) {
  return options?.strict
    ? check(schema_Method.strict, value, undefined, "Method")
    : check(schema_Method.tolerant, value, schema_Method.strict, "Method");
}


/** Checks a MethodCode: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMethodCode(value, options) {
  return options?.strict
    ? check(schema_MethodCode.strict, value, undefined, "MethodCode")
    : check(schema_MethodCode.tolerant, value, schema_MethodCode.strict, "MethodCode");
}


/** Checks a MethodStatus: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMethodStatus(value, options) {
  return options?.strict
    ? check(schema_MethodStatus.strict, value, undefined, "MethodStatus")
    : check(schema_MethodStatus.tolerant, value, schema_MethodStatus.strict, "MethodStatus");
}


/** Checks a MoneyAmount: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMoneyAmount(value, options) {
  return options?.strict
    ? check(schema_MoneyAmount.strict, value, undefined, "MoneyAmount")
    : check(schema_MoneyAmount.tolerant, value, schema_MoneyAmount.strict, "MoneyAmount");
}


/** Checks a Multibanco: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateMultibanco(value, options) {
  return options?.strict
    ? check(schema_Multibanco.strict, value, undefined, "Multibanco")
    : check(schema_Multibanco.tolerant, value, schema_Multibanco.strict, "Multibanco");
}


/** Checks a NotificationFields: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateNotificationFields(value, options) {
  return options?.strict
    ? check(schema_NotificationFields.strict, value, undefined, "NotificationFields")
    : check(schema_NotificationFields.tolerant, value, schema_NotificationFields.strict, "NotificationFields");
}


/** Checks a NotificationType: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateNotificationType(value, options) {
  return options?.strict
    ? check(schema_NotificationType.strict, value, undefined, "NotificationType")
    : check(schema_NotificationType.tolerant, value, schema_NotificationType.strict, "NotificationType");
}


/** Checks a NotificationUrls: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateNotificationUrls(value, options) {
  return options?.strict
    ? check(schema_NotificationUrls.strict, value, undefined, "NotificationUrls")
    : check(schema_NotificationUrls.tolerant, value, schema_NotificationUrls.strict, "NotificationUrls");
}


/** Checks a ObjectRef: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateObjectRef(value, options) {
  return options?.strict
    ? check(schema_ObjectRef.strict, value, undefined, "ObjectRef")
    : check(schema_ObjectRef.tolerant, value, schema_ObjectRef.strict, "ObjectRef");
}


/** Checks a OutAccount: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateOutAccount(value, options) {
  return options?.strict
    ? check(schema_OutAccount.strict, value, undefined, "OutAccount")
    : check(schema_OutAccount.tolerant, value, schema_OutAccount.strict, "OutAccount");
}


/** Checks a OutPayment: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateOutPayment(value, options) {
  return options?.strict
    ? check(schema_OutPayment.strict, value, undefined, "OutPayment")
    : check(schema_OutPayment.tolerant, value, schema_OutPayment.strict, "OutPayment");
}


/** Checks a OutPaymentCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateOutPaymentCreateRequest(value, options) {
  return options?.strict
    ? check(schema_OutPaymentCreateRequest.strict, value, undefined, "OutPaymentCreateRequest")
    : check(schema_OutPaymentCreateRequest.tolerant, value, schema_OutPaymentCreateRequest.strict, "OutPaymentCreateRequest");
}


/** Checks a OutPaymentCreated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateOutPaymentCreated(value, options) {
  return options?.strict
    ? check(schema_OutPaymentCreated.strict, value, undefined, "OutPaymentCreated")
    : check(schema_OutPaymentCreated.tolerant, value, schema_OutPaymentCreated.strict, "OutPaymentCreated");
}


/** Checks a OutPaymentList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateOutPaymentList(value, options) {
  return options?.strict
    ? check(schema_OutPaymentList.strict, value, undefined, "OutPaymentList")
    : check(schema_OutPaymentList.tolerant, value, schema_OutPaymentList.strict, "OutPaymentList");
}


/** Checks a PageEnvelope: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePageEnvelope(value, options) {
  return options?.strict
    ? check(schema_PageEnvelope.strict, value, undefined, "PageEnvelope")
    : check(schema_PageEnvelope.tolerant, value, schema_PageEnvelope.strict, "PageEnvelope");
}


/** Checks a PageMeta: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePageMeta(value, options) {
  return options?.strict
    ? check(schema_PageMeta.strict, value, undefined, "PageMeta")
    : check(schema_PageMeta.tolerant, value, schema_PageMeta.strict, "PageMeta");
}


/** Checks a PaymentCaptureRef: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePaymentCaptureRef(value, options) {
  return options?.strict
    ? check(schema_PaymentCaptureRef.strict, value, undefined, "PaymentCaptureRef")
    : check(schema_PaymentCaptureRef.tolerant, value, schema_PaymentCaptureRef.strict, "PaymentCaptureRef");
}


/** Checks a PaymentNotificationSettings: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePaymentNotificationSettings(value, options) {
  return options?.strict
    ? check(schema_PaymentNotificationSettings.strict, value, undefined, "PaymentNotificationSettings")
    : check(schema_PaymentNotificationSettings.tolerant, value, schema_PaymentNotificationSettings.strict, "PaymentNotificationSettings");
}


/** Checks a PaymentStatus: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePaymentStatus(value, options) {
  return options?.strict
    ? check(schema_PaymentStatus.strict, value, undefined, "PaymentStatus")
    : check(schema_PaymentStatus.tolerant, value, schema_PaymentStatus.strict, "PaymentStatus");
}


/** Checks a PaymentType: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePaymentType(value, options) {
  return options?.strict
    ? check(schema_PaymentType.strict, value, undefined, "PaymentType")
    : check(schema_PaymentType.tolerant, value, schema_PaymentType.strict, "PaymentType");
}


/** Checks a PingResult: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validatePingResult(value, options) {
  return options?.strict
    ? check(schema_PingResult.strict, value, undefined, "PingResult")
    : check(schema_PingResult.tolerant, value, schema_PingResult.strict, "PingResult");
}


/** Checks a Refund: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateRefund(value, options) {
  return options?.strict
    ? check(schema_Refund.strict, value, undefined, "Refund")
    : check(schema_Refund.tolerant, value, schema_Refund.strict, "Refund");
}


/** Checks a RefundCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateRefundCreateRequest(value, options) {
  return options?.strict
    ? check(schema_RefundCreateRequest.strict, value, undefined, "RefundCreateRequest")
    : check(schema_RefundCreateRequest.tolerant, value, schema_RefundCreateRequest.strict, "RefundCreateRequest");
}


/** Checks a RefundList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateRefundList(value, options) {
  return options?.strict
    ? check(schema_RefundList.strict, value, undefined, "RefundList")
    : check(schema_RefundList.tolerant, value, schema_RefundList.strict, "RefundList");
}


/** Checks a RefundListItem: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateRefundListItem(value, options) {
  return options?.strict
    ? check(schema_RefundListItem.strict, value, undefined, "RefundListItem")
    : check(schema_RefundListItem.tolerant, value, schema_RefundListItem.strict, "RefundListItem");
}


/** Checks a RefundedSplit: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateRefundedSplit(value, options) {
  return options?.strict
    ? check(schema_RefundedSplit.strict, value, undefined, "RefundedSplit")
    : check(schema_RefundedSplit.tolerant, value, schema_RefundedSplit.strict, "RefundedSplit");
}


/** Checks a SddMandate: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSddMandate(value, options) {
  return options?.strict
    ? check(schema_SddMandate.strict, value, undefined, "SddMandate")
    : check(schema_SddMandate.tolerant, value, schema_SddMandate.strict, "SddMandate");
}


/** Checks a SingleCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSingleCreateRequest(value, options) {
  return options?.strict
    ? check(schema_SingleCreateRequest.strict, value, undefined, "SingleCreateRequest")
    : check(schema_SingleCreateRequest.tolerant, value, schema_SingleCreateRequest.strict, "SingleCreateRequest");
}


/** Checks a SingleCreated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSingleCreated(value, options) {
  return options?.strict
    ? check(schema_SingleCreated.strict, value, undefined, "SingleCreated")
    : check(schema_SingleCreated.tolerant, value, schema_SingleCreated.strict, "SingleCreated");
}


/** Checks a SinglePayment: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSinglePayment(value, options) {
  return options?.strict
    ? check(schema_SinglePayment.strict, value, undefined, "SinglePayment")
    : check(schema_SinglePayment.tolerant, value, schema_SinglePayment.strict, "SinglePayment");
}


/** Checks a SinglePaymentList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSinglePaymentList(value, options) {
  return options?.strict
    ? check(schema_SinglePaymentList.strict, value, undefined, "SinglePaymentList")
    : check(schema_SinglePaymentList.tolerant, value, schema_SinglePaymentList.strict, "SinglePaymentList");
}


/** Checks a SinglePaymentListItem: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSinglePaymentListItem(value, options) {
  return options?.strict
    ? check(schema_SinglePaymentListItem.strict, value, undefined, "SinglePaymentListItem")
    : check(schema_SinglePaymentListItem.tolerant, value, schema_SinglePaymentListItem.strict, "SinglePaymentListItem");
}


/** Checks a SingleUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSingleUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_SingleUpdateRequest.strict, value, undefined, "SingleUpdateRequest")
    : check(schema_SingleUpdateRequest.tolerant, value, schema_SingleUpdateRequest.strict, "SingleUpdateRequest");
}


/** Checks a SingleUpdated: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSingleUpdated(value, options) {
  return options?.strict
    ? check(schema_SingleUpdated.strict, value, undefined, "SingleUpdated")
    : check(schema_SingleUpdated.tolerant, value, schema_SingleUpdated.strict, "SingleUpdated");
}


/** Checks a Split: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSplit(value, options) {
  return options?.strict
    ? check(schema_Split.strict, value, undefined, "Split")
    : check(schema_Split.tolerant, value, schema_Split.strict, "Split");
}


/** Checks a SplitInput: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSplitInput(value, options) {
  return options?.strict
    ? check(schema_SplitInput.strict, value, undefined, "SplitInput")
    : check(schema_SplitInput.tolerant, value, schema_SplitInput.strict, "SplitInput");
}


/** Checks a SplitRevert: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSplitRevert(value, options) {
  return options?.strict
    ? check(schema_SplitRevert.strict, value, undefined, "SplitRevert")
    : check(schema_SplitRevert.tolerant, value, schema_SplitRevert.strict, "SplitRevert");
}


/** Checks a SplitUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSplitUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_SplitUpdateRequest.strict, value, undefined, "SplitUpdateRequest")
    : check(schema_SplitUpdateRequest.tolerant, value, schema_SplitUpdateRequest.strict, "SplitUpdateRequest");
}


/** Checks a StatusDetails: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateStatusDetails(value, options) {
  return options?.strict
    ? check(schema_StatusDetails.strict, value, undefined, "StatusDetails")
    : check(schema_StatusDetails.tolerant, value, schema_StatusDetails.strict, "StatusDetails");
}


/** Checks a Subscription: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscription(value, options) {
  return options?.strict
    ? check(schema_Subscription.strict, value, undefined, "Subscription")
    : check(schema_Subscription.tolerant, value, schema_Subscription.strict, "Subscription");
}


/** Checks a SubscriptionCapture: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionCapture(value, options) {
  return options?.strict
    ? check(schema_SubscriptionCapture.strict, value, undefined, "SubscriptionCapture")
    : check(schema_SubscriptionCapture.tolerant, value, schema_SubscriptionCapture.strict, "SubscriptionCapture");
}


/** Checks a SubscriptionCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionCreateRequest(value, options) {
  return options?.strict
    ? check(schema_SubscriptionCreateRequest.strict, value, undefined, "SubscriptionCreateRequest")
    : check(schema_SubscriptionCreateRequest.tolerant, value, schema_SubscriptionCreateRequest.strict, "SubscriptionCreateRequest");
}


/** Checks a SubscriptionList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionList(value, options) {
  return options?.strict
    ? check(schema_SubscriptionList.strict, value, undefined, "SubscriptionList")
    : check(schema_SubscriptionList.tolerant, value, schema_SubscriptionList.strict, "SubscriptionList");
}


/** Checks a SubscriptionListItem: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionListItem(value, options) {
  return options?.strict
    ? check(schema_SubscriptionListItem.strict, value, undefined, "SubscriptionListItem")
    : check(schema_SubscriptionListItem.tolerant, value, schema_SubscriptionListItem.strict, "SubscriptionListItem");
}


/** Checks a SubscriptionUpdateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionUpdateRequest(value, options) {
  return options?.strict
    ? check(schema_SubscriptionUpdateRequest.strict, value, undefined, "SubscriptionUpdateRequest")
    : check(schema_SubscriptionUpdateRequest.tolerant, value, schema_SubscriptionUpdateRequest.strict, "SubscriptionUpdateRequest");
}


/** Checks a SubscriptionWritten: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateSubscriptionWritten(value, options) {
  return options?.strict
    ? check(schema_SubscriptionWritten.strict, value, undefined, "SubscriptionWritten")
    : check(schema_SubscriptionWritten.tolerant, value, schema_SubscriptionWritten.strict, "SubscriptionWritten");
}


/** Checks a Transaction: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateTransaction(value, options) {
  return options?.strict
    ? check(schema_Transaction.strict, value, undefined, "Transaction")
    : check(schema_Transaction.tolerant, value, schema_Transaction.strict, "Transaction");
}


/** Checks a TransactionNotification: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateTransactionNotification(value, options) {
  return options?.strict
    ? check(schema_TransactionNotification.strict, value, undefined, "TransactionNotification")
    : check(schema_TransactionNotification.tolerant, value, schema_TransactionNotification.strict, "TransactionNotification");
}


/** Checks a TransactionReportItem: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateTransactionReportItem(value, options) {
  return options?.strict
    ? check(schema_TransactionReportItem.strict, value, undefined, "TransactionReportItem")
    : check(schema_TransactionReportItem.tolerant, value, schema_TransactionReportItem.strict, "TransactionReportItem");
}


/** Checks a TransactionReportList: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateTransactionReportList(value, options) {
  return options?.strict
    ? check(schema_TransactionReportList.strict, value, undefined, "TransactionReportList")
    : check(schema_TransactionReportList.tolerant, value, schema_TransactionReportList.strict, "TransactionReportList");
}


/** Checks a TransactionValues: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateTransactionValues(value, options) {
  return options?.strict
    ? check(schema_TransactionValues.strict, value, undefined, "TransactionValues")
    : check(schema_TransactionValues.tolerant, value, schema_TransactionValues.strict, "TransactionValues");
}


/** Checks a Uuid: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateUuid(value, options) {
  return options?.strict
    ? check(schema_Uuid.strict, value, undefined, "Uuid")
    : check(schema_Uuid.tolerant, value, schema_Uuid.strict, "Uuid");
}


/** Checks a Void: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateVoid(value, options) {
  return options?.strict
    ? check(schema_Void.strict, value, undefined, "Void")
    : check(schema_Void.tolerant, value, schema_Void.strict, "Void");
}


/** Checks a VoidCreateRequest: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validateVoidCreateRequest(value, options) {
  return options?.strict
    ? check(schema_VoidCreateRequest.strict, value, undefined, "VoidCreateRequest")
    : check(schema_VoidCreateRequest.tolerant, value, schema_VoidCreateRequest.strict, "VoidCreateRequest");
}
