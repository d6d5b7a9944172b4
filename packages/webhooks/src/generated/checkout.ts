/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

import type { components } from "@payments-contract/client";

/**
 * What the checkout client passes to `onError`: `checkout-expired` and `checkout-canceled` (create a new session), `already-paid` (refresh the order and confirm the payment), `generic-error` (retry or signal an error).
 *
 * A browser checkout-client value (onError), not an HTTP message.
 */
export interface CheckoutErrorEvent {
  "code": "checkout-expired" | "already-paid" | "checkout-canceled" | "generic-error";
}

/**
 * What the checkout client passes to `onSuccess`.
 *
 * A browser checkout-client value (onSuccess), not an HTTP message.
 */
export interface CheckoutInfo {
  /** The checkout session id. */
  "id"?: string;
  "type"?: "single" | "frequent" | "subscription";
  "payment"?: CheckoutPaymentInfo;
}

/**
 * What starting a checkout returns. Its `unmount()` removes all checkout content and listeners.
 *
 * A browser checkout-client value (instance), not an HTTP message.
 */
export interface CheckoutInstance {
  /** Removes all checkout content and listeners. */
  "unmount": () => void;
}

/**
 * The options a browser page gives the checkout client when it starts a checkout from a manifest. Not an HTTP message. Properties marked `x-callback` are functions; their `x-callback` names the schema of the argument.
 *
 * A browser checkout-client option set, not an HTTP message.
 */
export interface CheckoutOptions {
  /**
   * The id of the HTML element that hosts the checkout.
   * @default "service-checkout"
   */
  "id"?: string;
  /** Called when the checkout finishes successfully. Default a no-op. */
  "onSuccess"?: (checkoutInfo: CheckoutInfo) => void;
  /** Called on unrecoverable errors. Default a no-op. */
  "onError"?: (checkoutErrorEvent: CheckoutErrorEvent) => void;
  /** Called on recoverable payment errors; the customer may retry. Default a no-op. */
  "onPaymentError"?: (checkoutPaymentErrorEvent: CheckoutPaymentErrorEvent) => void;
  /** Called when the interaction is closed. Default undefined. */
  "onClose"?: () => void;
  /**
   * Use the sandbox.
   * @default false
   */
  "testing"?: boolean;
  /** @default "inline" */
  "display"?: "inline" | "popup";
  /**
   * Show an expandable summary instead of the details form.
   * @default false
   */
  "hideDetails"?: boolean;
  /** When undefined, chosen from the browser's language. */
  "language"?: "en" | "pt_PT";
  /** The merchant's logo URL. Default undefined. */
  "logoUrl"?: string;
  /**
   * Text colours adapt automatically for contrast.
   * @default "#ffffff"
   */
  "backgroundColor"?: string;
  /** @default "#0d71f9" */
  "accentColor"?: string;
  /** @default "#ff151f" */
  "errorColor"?: string;
  /** @default "transparent" */
  "inputBackgroundColor"?: string;
  /** Default the accent colour. */
  "inputBorderColor"?: string;
  /**
   * In px.
   * @default 50
   */
  "inputBorderRadius"?: number;
  /** @default true */
  "inputFloatingLabel"?: boolean;
  /** Default the accent colour. */
  "buttonBackgroundColor"?: string;
  /**
   * In px.
   * @default 50
   */
  "buttonBorderRadius"?: number;
  /** @default true */
  "buttonBoxShadow"?: boolean;
  /** A generic family name, a web-safe font, or a web-font URL including the protocol. Default a web font. */
  "fontFamily"?: string;
  /**
   * The px size of the root element; scales the layout.
   * @default 10
   */
  "baseFontSize"?: number;
}

/**
 * What the checkout client passes to `onPaymentError`: `generic-error` before the payment process started, `payment-failure` after it started, with `checkout` then. The customer may retry.
 *
 * A browser checkout-client value (onPaymentError), not an HTTP message.
 */
export interface CheckoutPaymentErrorEvent {
  "code": "generic-error" | "payment-failure";
  "paymentMethod"?: string;
  "checkout"?: CheckoutInfo;
}

/**
 * The payment of a finished checkout. Card fields for cards, entity and reference for mb, the mandate for dd. The interface types `status` as an object holding a payment status; its structure is not shown, so it is a payment status value or an open object.
 *
 * A browser checkout-client value (onSuccess), not an HTTP message.
 */
export interface CheckoutPaymentInfo {
  "id"?: string;
  /** The method code. */
  "method"?: string;
  "status"?: components['schemas']["PaymentStatus"] | Record<string, unknown>;
  /** Not used in frequent payments. */
  "value"?: number;
  "cardType"?: string;
  "lastFour"?: string;
  "cardCountryCode"?: string;
  /** `MM/YY` for cards, `Y-m-d H:i` for mb. */
  "expirationDate"?: string;
  "entity"?: string;
  "reference"?: string;
  "sddMandate"?: { "accountHolder"?: string; "billingEntity"?: string; "countryCode"?: string; "email"?: string; "iban"?: string; "id"?: string; "maxNumDebits"?: string; "name"?: string; "phone"?: string; "referenceAdc"?: string };
}
