/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

export type paths = {
    "/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List single payments
         * @description Lists single payments, a page at a time. Customer name, email, phone and fiscal number and the mandate fields are masked with asterisks. Query parameters beyond page and records_per_page come from the reference facts; interval filters span at most 30 days.
         */
        get: operations["listSinglePayments"];
        put?: never;
        /**
         * Create a single payment
         * @description Creates a one-time payment with any method. The answer's `method` tells the customer how to pay: an entity and reference (mb), a redirect URL (cards), the IBAN (vi) or the mandate (dd). A missing value yields an error naming the field. Direct debit is not recommended for single payments because of chargeback risk.
         */
        post: operations["createSinglePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/single/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a single payment
         * @description A single payment's detail, with its captures and transactions. Call it to confirm a success notification before acting.
         */
        get: operations["getSinglePayment"];
        put?: never;
        post?: never;
        /**
         * Delete a single payment
         * @description What deleting does depends on the method. cc or mbw: all authorisations are voided. mb: the reference is cancelled. dd: the debit is cancelled only if the request is made before 18:00 Europe/Lisbon.
         */
        delete: operations["deleteSinglePayment"];
        options?: never;
        head?: never;
        /**
         * Update a single payment
         * @description Partially updates a single payment. Every field is optional; `expiration_time` is deprecated.
         */
        patch: operations["updateSinglePayment"];
        trace?: never;
    };
    "/frequent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List frequent payments
         * @description Lists frequent payments, a page at a time, with personal fields masked. Interval filters span at most 30 days.
         */
        get: operations["listFrequentPayments"];
        put?: never;
        /**
         * Create a frequent payment
         * @description Obtains payment details once (tokenized) to charge them later with captures, with methods mb, cc, dd, mbw or vi. `sdd_mandate` is required for dd. The answer carries, by method, a mandate (dd), an entity and reference (mb) or a redirect URL (cc). A card frequent creation also sends a Generic notification with the frequent id and a status. With unlimited mb payments, the entity and reference are reset three times a day.
         */
        post: operations["createFrequentPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/frequent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a frequent payment
         * @description A frequent payment's detail. Call it to confirm a frequent notification before acting.
         */
        get: operations["getFrequentPayment"];
        put?: never;
        post?: never;
        /**
         * Delete a frequent payment
         * @description What deleting does depends on the method. mb: the system attempts to close deleted references three times a day, at 10:00, 15:00 and 22:00. cc or mbw: all authorisations are deleted and the funds released, and mobile-app operations waiting for the customer are cancelled. dd: direct debits waiting for file processing are cancelled before 18:00 Europe/Lisbon.
         */
        delete: operations["deleteFrequentPayment"];
        options?: never;
        head?: never;
        /**
         * Update a frequent payment
         * @description Updates a frequent payment; `status` can be set to `active` or `deleted`. Every field is optional.
         */
        patch: operations["updateFrequentPayment"];
        trace?: never;
    };
    "/frequent/authorisation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorise on a frequent payment
         * @description Creates a new authorisation (a hold) on the frequent payment `{id}`, to be captured later with POST /capture/{id}. Body and answer come from the reference facts; the interface lists no status codes, so these are the success code its purpose implies and the errors every call can meet.
         */
        post: operations["createFrequentAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Lists subscriptions, a page at a time, with personal fields masked. Parameters and answer come from the reference facts; interval filters span at most 30 days.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Create a subscription
         * @description Creates periodic payments of a fixed amount with cc or dd, daily (`1D`) to every three years (`3Y`). The end is set by `expiration_time` and/or `max_captures`; each cycle may be retried `retries` times and, with `failover`, fall back to another single method.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a subscription
         * @description A subscription's detail (reference facts).
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description Deletes a subscription. Its effect on pending cycles is not shown by the interface.
         */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a subscription
         * @description Updates a subscription; `status` can be set to `active` or `inactive`. Every field is optional.
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List captures
         * @description Lists captures with a cursor. Requires the scope `capture:read`. Interval filters span at most 30 days.
         */
        get: operations["listCaptures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/capture/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a capture
         * @description A capture's detail. Call it to confirm a capture notification before acting.
         */
        get: operations["getCapture"];
        put?: never;
        /**
         * Capture a payment
         * @description Captures a single authorisation, a frequent payment or a frequent authorisation; `{id}` is the payment's id. One authorisation can be split across several captures at different times, and a capture can route funds to other accounts with `splits`. When 3DS is needed the answer's `method.url` is where to redirect the customer. Direct-debit capture results can take up to 48 business hours. The bodies of the 412, 422 and 428 answers and what triggers them are not shown by the interface.
         */
        post: operations["createCapture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/capture/{capture-uuid}/splits/{capture-split-uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The capture's id. */
                "capture-uuid": string;
                /** @description The split's id. */
                "capture-split-uuid": string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a capture's split
         * @description Changes a split's clearing date. Body and answer come from the reference facts.
         */
        patch: operations["updateCaptureSplit"];
        trace?: never;
    };
    "/authorisation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get an authorisation
         * @description An authorisation's detail: the amount held, how much was captured, and its transactions. The hold is lifted if no capture follows in the following days. Answer from the reference facts.
         */
        get: operations["getAuthorisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/void/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a void
         * @description A void's detail, with the authorisation it voided. Answer from the reference facts.
         */
        get: operations["getVoid"];
        put?: never;
        /**
         * Void an authorisation
         * @description Voids the single or frequent authorisation `{id}`, releasing the held amount. Body and answer from the reference facts.
         */
        post: operations["createVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List refunds
         * @description Lists refunds with a cursor. Parameters and answer from the reference facts; interval filters span at most 30 days.
         */
        get: operations["listRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refund/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a refund
         * @description A refund's detail, with the capture it refunds. Answer from the reference facts.
         */
        get: operations["getRefund"];
        put?: never;
        /**
         * Refund a transaction
         * @description Refunds the single or frequent transaction `{id}`, within the method's refund window: 12 months for mbw, cards (both networks) and each mobile-wallet method; 120 days for mb references of the SPG product; no limit for other mb references; 180 days for dd. After the window a refund cannot be processed through the interface. Body and answer from the reference facts.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chargeback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chargebacks
         * @description Lists chargebacks (reason, amount, status) with a cursor. Parameters and answer from the reference facts.
         */
        get: operations["listChargebacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ledger entries
         * @description Ledger entries: captures, refunds, fees, taxes and net transferred amounts, with a cursor. Parameters and answer from the reference facts; `transaction_type` and `transfer_batch` filter by those fields.
         */
        get: operations["listLedgerEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Lists transactions, a page at a time. Parameters and answer from the reference facts, which do not give the date parameters' format.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/out_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List out payments
         * @description Lists transfers to SEPA accounts, a page at a time. Parameters and answer from the reference facts.
         */
        get: operations["listOutPayments"];
        put?: never;
        /**
         * Create an out payment
         * @description Transfers funds from the account to a SEPA account. The request must carry `Signature`: Base64 of an RSA SHA-256 signature over the raw request body exactly as sent, made with the account's strong-authentication private key. Body and answer from the reference facts.
         */
        post: operations["createOutPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/out_payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get an out payment
         * @description An out payment's detail. Answer from the reference facts.
         */
        get: operations["getOutPayment"];
        put?: never;
        post?: never;
        /**
         * Cancel an out payment
         * @description Cancels the out payment if it has not been processed yet. The request must carry `Signature`: Base64 of an RSA SHA-256 signature over the id, made with the account's strong-authentication private key.
         */
        delete: operations["cancelOutPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account configuration
         * @description The account's notification URLs, card-transaction URLs and payment methods. Answer from the reference facts.
         */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the account's URLs
         * @description Sets where the service sends Generic (`generic`), Authorisation (`authorisation`) and Transaction (`transaction`) notifications, and the card-transaction URLs. Body and answer from the reference facts.
         */
        patch: operations["updateConfig"];
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a checkout session
         * @description Creates a session for the browser checkout client, which starts from the returned manifest. Only the first element of `type` is used. A session lives 30 minutes by default; a reference payment's `expiration_time` earlier than that ends the customer's interaction then.
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a checkout session
         * @description A checkout session's status and its payment. Answer from the reference facts.
         */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        /**
         * Cancel a checkout session
         * @description Cancels the checkout, and deletes its payment if possible.
         */
        delete: operations["cancelCheckout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description Lists payment links with a cursor. Parameters and answer from the reference facts.
         */
        get: operations["listLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description Creates a link a customer opens to pay. Body and answer from the reference facts.
         */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a payment link
         * @description A payment link's detail. Answer from the reference facts.
         */
        get: operations["getLink"];
        put?: never;
        post?: never;
        /**
         * Delete a payment link
         * @description The link becomes invalid. This cannot be undone.
         */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        /**
         * Update a payment link
         * @description Changes a link's expiration time. The body comes from the reference facts; neither source shows the answer's body.
         */
        patch: operations["updateLink"];
        trace?: never;
    };
    "/system/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check reachability and credentials
         * @description Success means the service is reachable and the credentials are valid. Neither source shows the answer's body.
         */
        get: operations["ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    genericNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generic notification
         * @description Sent to the `generic` URL set with PATCH /config. The interface names the events that send it (Events rules): 1. mb single payment: when the customer pays, with the single id. 2. mbw single sale: after the customer accepts or declines, with the single id and `success` or `failed`. 3. cc single sale: after card validation, with the single id and `success` or `failed`. 4. vi single payment: when the customer pays, with the single id. 5. Frequent mb: each payment to the entity and reference, with the frequent id. 6. Frequent captures (mbw, cc, dd): the result, with the capture id and `success` or `failed` (direct-debit
         *        results can take up to 48 business hours); a card frequent creation, with the frequent id and a status.
         *     7. On a success notification, call the matching details operation to confirm before acting. 8. With unlimited frequent mb payments, the entity and reference are reset three times a day. Payload fields come from the reference facts. Delivery retries are not shown by either source.
         */
        post: operations["receiveGenericNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    authorisationNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorisation notification
         * @description Sent to the `authorisation` URL set with PATCH /config about an authorisation. The interface does not say which events send it. The reference facts give `account.id` and `authorisation.id`; whether it also carries the Generic fields is not stated, so a receiver accepts both. Confirm with GET /authorisation/{id} before acting.
         */
        post: operations["receiveAuthorisationNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    transactionNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transaction notification
         * @description Sent to the `transaction` URL set with PATCH /config (the published client calls this kind Capture). The interface does not say which events send it. The reference facts give only `account.id`; whether it also carries the Generic fields is not stated, so a receiver accepts both. Confirm with the details operation of the notified resource before acting.
         */
        post: operations["receiveTransactionNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @description A reference to an account by id. */
        AccountRef: {
            /** @description The account id. */
            id?: string;
        };
        /**
         * Format: amount
         * @description An amount of money, a number rounded to 2 decimals.
         */
        Amount: number;
        /** @description The single-string message of a 403 authentication failure. `x-authentication-causes` maps each cause to its message. */
        AuthenticationErrorMessage: string;
        /** @description An authorisation (GET /authorisation/{id}). The reference facts type the transaction values partly as integers; the interface says amounts are numbers, and it wins, so transactions use Transaction. */
        Authorisation: {
            /** @enum {string} */
            status?: "success" | "pending" | "failed" | "error";
            /** @enum {string} */
            currency?: "EUR";
            id?: string;
            message?: string;
            key?: string;
            customer?: components["schemas"]["Customer"];
            method?: {
                /** @enum {string} */
                type?: "mb" | "cc" | "dd" | "mbw";
                status?: components["schemas"]["MethodStatus"];
                /** @enum {string} */
                card_type?: "MasterCard" | "VISA";
                url?: string;
                last_four?: string;
                expiration_date?: string;
            };
            value?: components["schemas"]["Amount"];
            value_captured?: components["schemas"]["Amount"];
            transactions?: components["schemas"]["Transaction"][];
        };
        /** @description An Authorisation notification. It may also carry the Generic fields. */
        AuthorisationNotification: components["schemas"]["NotificationFields"] & {
            account?: components["schemas"]["IdRef"];
            authorisation?: components["schemas"]["IdRef"];
        };
        /** @description A capture, as returned by GET /capture/{id} and listed by GET /capture. */
        Capture: {
            id?: components["schemas"]["Uuid"];
            status?: components["schemas"]["CaptureStatus"];
            descriptive?: string;
            value?: components["schemas"]["Amount"];
            /** @description The id of the payment captured. */
            payment_id?: string;
            /** @enum {string} */
            payment_type?: "single" | "frequent";
            account?: components["schemas"]["AccountRef"];
            /** @description As given at creation. */
            splits?: components["schemas"]["Split"][];
            transaction_key?: string;
            capture_date?: components["schemas"]["Date"];
        };
        /** @description The body of POST /capture/{id}, which captures a single authorisation, a frequent payment or a frequent authorisation. */
        CaptureCreateRequest: {
            /** @description Shown on the bank statement or in the phone app. */
            descriptive: string;
            value?: components["schemas"]["Amount"];
            transaction_key?: string;
            capture_date?: components["schemas"]["Date"];
            /** @description For multi-account merchants. */
            account?: {
                id?: components["schemas"]["Uuid"];
            };
            splits?: components["schemas"]["SplitInput"][];
            /**
             * @description Forces 3DS on cards; used only on a frequent capture without authorisation.
             * @default false
             */
            force_3ds?: boolean;
        };
        /** @description The answer to POST /capture/{id}. `method` is present only when 3DS is needed, with the URL to redirect the customer to. */
        CaptureCreated: {
            /** @enum {string} */
            status?: "ok" | "error";
            message?: string[];
            id?: components["schemas"]["Uuid"];
            method?: {
                type?: string;
                url?: string;
            };
        };
        /** @description The answer to GET /capture, a cursor-style list of Capture items. */
        CaptureList: components["schemas"]["CursorEnvelope"] & {
            data?: components["schemas"]["Capture"][];
        };
        /**
         * @description The status of a capture.
         * @enum {string}
         */
        CaptureStatus: "delayed" | "waiting" | "pending" | "success" | "failed" | "refunded";
        /** @description A chargeback (GET /chargeback item). */
        Chargeback: {
            id?: string;
            created_at?: components["schemas"]["DateTimeMinutes"];
            /** @description The reason, e.g. `MD06 - Refund Request by End Customer`. */
            message?: string;
            code?: string;
            /** Format: amount */
            amount?: number;
            capture?: components["schemas"]["PaymentCaptureRef"];
        };
        /** @description The answer to GET /chargeback, a cursor-style list of Chargeback items. */
        ChargebackList: components["schemas"]["CursorEnvelope"] & {
            data?: components["schemas"]["Chargeback"][];
        };
        /** @description The capture of a checkout sale. */
        CheckoutCapture: {
            transaction_key?: string;
            capture_date?: components["schemas"]["Date"];
            account?: components["schemas"]["AccountRef"];
            splits?: components["schemas"]["SplitInput"][];
            margin_value?: components["schemas"]["Amount"];
            margin_account?: components["schemas"]["AccountRef"];
            descriptive: string;
        };
        /** @description The body of POST /checkout. Only the first element of `type` is used. For a subscription checkout, `payment` requires `frequency` and `start_time`, and `max_captures` when no `expiration_time` is set. */
        CheckoutCreateRequest: {
            type: ("single" | "frequent" | "subscription")[];
            payment: components["schemas"]["CheckoutPayment"];
            order: components["schemas"]["CheckoutOrder"];
            customer: components["schemas"]["CheckoutCustomer"];
        };
        /** @description The customer of a checkout. `id` names an existing customer. */
        CheckoutCustomer: {
            name: string;
            email: string;
            phone: string;
            id?: components["schemas"]["Uuid"];
            phone_indicative?: string;
            fiscal_number?: string;
            key?: string;
        };
        /** @description A checkout session's detail (GET /checkout/{id}). */
        CheckoutDetail: {
            /** @enum {string} */
            status?: "failed" | "success";
            message?: string[];
            checkout?: {
                /** @enum {string} */
                status?: "pending" | "canceled" | "complete";
                id?: string;
            };
            payment?: {
                /** @enum {string} */
                status?: "waiting" | "pending" | "active" | "deleted";
                id?: string;
                methods?: components["schemas"]["MethodCode"][];
                expiration_time?: string;
                currency?: string;
                key?: string;
                max_value?: components["schemas"]["Amount"];
                min_value?: components["schemas"]["Amount"];
                frequency?: string;
                max_captures?: number;
                start_time?: string;
                failover?: boolean;
                capture_now?: boolean;
                retries?: number;
            };
            value?: components["schemas"]["Amount"];
        };
        /** @description What the checkout client passes to `onError`: `checkout-expired` and `checkout-canceled` (create a new session), `already-paid` (refresh the order and confirm the payment), `generic-error` (retry or signal an error). */
        CheckoutErrorEvent: {
            /** @enum {string} */
            code: "checkout-expired" | "already-paid" | "checkout-canceled" | "generic-error";
        };
        /** @description What the checkout client passes to `onSuccess`. */
        CheckoutInfo: {
            /** @description The checkout session id. */
            id?: string;
            /** @enum {string} */
            type?: "single" | "frequent" | "subscription";
            payment?: components["schemas"]["CheckoutPaymentInfo"];
        };
        /** @description What starting a checkout returns. Its `unmount()` removes all checkout content and listeners. */
        CheckoutInstance: {
            /** @description Removes all checkout content and listeners. */
            unmount?: unknown;
        };
        /** @description What POST /checkout returns, for the browser checkout client to start from. */
        CheckoutManifest: {
            /** @description The checkout session id. */
            id?: string;
            /** @description The token the rest of the checkout process uses. */
            session?: string;
            /**
             * @deprecated
             * @description Deprecated (Versioning). Its fields are not shown.
             */
            config?: Record<string, unknown>;
        };
        /** @description The options a browser page gives the checkout client when it starts a checkout from a manifest. Not an HTTP message. Properties marked `x-callback` are functions; their `x-callback` names the schema of the argument. */
        CheckoutOptions: {
            /**
             * @description The id of the HTML element that hosts the checkout.
             * @default service-checkout
             */
            id?: string;
            /** @description Called when the checkout finishes successfully. Default a no-op. */
            onSuccess?: unknown;
            /** @description Called on unrecoverable errors. Default a no-op. */
            onError?: unknown;
            /** @description Called on recoverable payment errors; the customer may retry. Default a no-op. */
            onPaymentError?: unknown;
            /** @description Called when the interaction is closed. Default undefined. */
            onClose?: unknown;
            /**
             * @description Use the sandbox.
             * @default false
             */
            testing?: boolean;
            /**
             * @default inline
             * @enum {string}
             */
            display?: "inline" | "popup";
            /**
             * @description Show an expandable summary instead of the details form.
             * @default false
             */
            hideDetails?: boolean;
            /**
             * @description When undefined, chosen from the browser's language.
             * @enum {string}
             */
            language?: "en" | "pt_PT";
            /** @description The merchant's logo URL. Default undefined. */
            logoUrl?: string;
            /**
             * @description Text colours adapt automatically for contrast.
             * @default #ffffff
             */
            backgroundColor?: string;
            /** @default #0d71f9 */
            accentColor?: string;
            /** @default #ff151f */
            errorColor?: string;
            /** @default transparent */
            inputBackgroundColor?: string;
            /** @description Default the accent colour. */
            inputBorderColor?: string;
            /**
             * @description In px.
             * @default 50
             */
            inputBorderRadius?: number;
            /** @default true */
            inputFloatingLabel?: boolean;
            /** @description Default the accent colour. */
            buttonBackgroundColor?: string;
            /**
             * @description In px.
             * @default 50
             */
            buttonBorderRadius?: number;
            /** @default true */
            buttonBoxShadow?: boolean;
            /** @description A generic family name, a web-safe font, or a web-font URL including the protocol. Default a web font. */
            fontFamily?: string;
            /**
             * @description The px size of the root element; scales the layout.
             * @default 10
             */
            baseFontSize?: number;
        };
        /** @description The order a checkout pays for. */
        CheckoutOrder: {
            value: components["schemas"]["Amount"];
            key?: string;
            items?: {
                key?: string;
                description?: string;
                quantity?: number;
                value?: components["schemas"]["Amount"];
            }[];
        };
        /** @description The payment of a checkout. `capture` is required when `type` is `sale`. The frequent options (`max_value`, `min_value`, `unlimited_payments`) and the subscription options (`frequency` … `failover`) apply to those kinds. */
        CheckoutPayment: {
            /** @description `uf` and `sc` are for single payments only; `mbw`, `mb` and `vi` for single and frequent. */
            methods: components["schemas"]["MethodCode"][];
            /**
             * @description For card and mbw.
             * @default sale
             * @enum {string}
             */
            type?: "sale" | "authorisation";
            capture?: components["schemas"]["CheckoutCapture"];
            /** @description The latest time to pay; applies to reference payments. If earlier than the default session expiry of 30 minutes, the customer cannot interact with the checkout after it. */
            expiration_time?: components["schemas"]["DateTimeMinutes"];
            currency?: components["schemas"]["FrequentCurrency"];
            key?: string;
            max_value?: components["schemas"]["Amount"];
            min_value?: components["schemas"]["Amount"];
            /**
             * @description When true, min and max apply per transaction.
             * @default true
             */
            unlimited_payments?: boolean;
            frequency?: components["schemas"]["Frequency"];
            /** @description Required when no expiration_time is set. */
            max_captures?: number;
            /** @description The start of billing cycles. */
            start_time?: components["schemas"]["DateTimeMinutes"];
            /**
             * @description Schedules an immediate capture, and the second for start_time.
             * @default false
             */
            capture_now?: boolean;
            /**
             * @description Retries in each cycle.
             * @default 0
             */
            retries?: number;
            /**
             * @description After all retries fail, the cycle may try another single method.
             * @default false
             */
            failover?: boolean;
        };
        /** @description What the checkout client passes to `onPaymentError`: `generic-error` before the payment process started, `payment-failure` after it started, with `checkout` then. The customer may retry. */
        CheckoutPaymentErrorEvent: {
            /** @enum {string} */
            code: "generic-error" | "payment-failure";
            paymentMethod?: string;
            checkout?: components["schemas"]["CheckoutInfo"];
        };
        /** @description The payment of a finished checkout. Card fields for cards, entity and reference for mb, the mandate for dd. The interface types `status` as an object holding a payment status; its structure is not shown, so it is a payment status value or an open object. */
        CheckoutPaymentInfo: {
            id?: string;
            /** @description The method code. */
            method?: string;
            status?: components["schemas"]["PaymentStatus"] | Record<string, unknown>;
            /** @description Not used in frequent payments. */
            value?: number;
            cardType?: string;
            lastFour?: string;
            cardCountryCode?: string;
            /** @description `MM/YY` for cards, `Y-m-d H:i` for mb. */
            expirationDate?: string;
            entity?: string;
            reference?: string;
            sddMandate?: {
                accountHolder?: string;
                billingEntity?: string;
                countryCode?: string;
                email?: string;
                iban?: string;
                id?: string;
                maxNumDebits?: string;
                name?: string;
                phone?: string;
                referenceAdc?: string;
            };
        };
        /** @description The account configuration (GET and PATCH /config). */
        Config: components["schemas"]["NotificationUrls"] & {
            account?: string;
            client_id?: string;
            payment_methods?: string[];
        };
        /** @description The body of PATCH /config. */
        ConfigUpdateRequest: {
            generic?: string;
            authorisation?: string;
            transaction?: string;
            visa_fwd?: string;
            visa_detail?: string;
        };
        /** @description The answer to a write that creates a resource: its id with the status and messages. The published client composes it from `Properties_Has_ID` and `StatusDetails` (POST /void/{id}, POST /refund/{id}) or lists the same three fields (POST /frequent/authorisation/{id}). */
        CreatedWithStatus: components["schemas"]["HasId"] & components["schemas"]["StatusDetails"];
        /**
         * @description An ISO 4217 currency code. Default `EUR`.
         * @default EUR
         */
        Currency: string;
        /** @description A cursor-style list (Pagination envelopes): `metadata` then `data`. A list operation narrows `data` to its items with `allOf`. */
        CursorEnvelope: {
            metadata: components["schemas"]["CursorMetadata"];
            data: unknown[];
        };
        /** @description The `metadata` of a cursor-style list. Pass `next_cursor` as `cursor` to get the next page. */
        CursorMetadata: {
            next_cursor: string;
            count: number;
        };
        /** @description A customer (Resources and their fields, Customer). The service assigns `id`. */
        Customer: {
            id?: components["schemas"]["Uuid"];
            name?: string;
            email?: string;
            phone?: string;
            /** @description Country calling code, with or without a leading plus sign. */
            phone_indicative?: string;
            /** @description Prefixed by a country code. */
            fiscal_number?: string;
            /** @description The merchant's key for the customer. */
            key?: string;
            /** @description `PT` is shown; the complete set of values is not shown. */
            language?: string;
        };
        /**
         * Format: date
         * @description A date as `Y-m-d` (`YYYY-MM-DD`).
         */
        Date: string;
        /**
         * Format: date-time-minutes
         * @description Date and time as `Y-m-d H:i` (`YYYY-MM-DD HH:MM`).
         */
        DateTimeMinutes: string;
        /**
         * Format: date-time-seconds
         * @description Date and time as `YYYY-MM-DD HH:MM:SS`.
         */
        DateTimeSeconds: string;
        /**
         * Format: date-time-utc
         * @description ISO 8601 date and time in UTC (`YYYY-MM-DDTHH:MM:SSZ`).
         */
        DateTimeUtc: string;
        /** @description A capture as embedded in a single payment's detail. */
        EmbeddedCapture: {
            id?: components["schemas"]["Uuid"];
            status?: components["schemas"]["CaptureStatus"];
            descriptive?: string;
            transaction_key?: string;
            capture_date?: components["schemas"]["Date"];
            account?: components["schemas"]["AccountRef"];
            splits?: components["schemas"]["Split"][];
        };
        /** @description The body of every error. `message` is an array of strings, except for authentication errors (403), where it is a single string naming one of four causes. Some 4xx errors that can be handled programmatically also carry `code` and `doc_url`; the values of `code` are not shown by the interface. */
        ErrorEnvelope: {
            /** @constant */
            status: "error";
            message: string[] | components["schemas"]["AuthenticationErrorMessage"];
            /** @description A short code for errors that can be handled programmatically. */
            code?: string;
            /**
             * Format: uri
             * @description A link to the description of `code`.
             */
            doc_url?: string;
        };
        /**
         * @description How often a subscription charges, from daily (`1D`) to every three years (`3Y`).
         * @enum {string}
         */
        Frequency: "1D" | "1W" | "2W" | "1M" | "2M" | "3M" | "4M" | "6M" | "1Y" | "2Y" | "3Y";
        /** @description The body of POST /frequent/authorisation/{id}. */
        FrequentAuthorisationRequest: {
            mbway_sdk?: {
                purchase_token?: string;
                initial_timestamp?: components["schemas"]["DateTimeSeconds"];
                merchant_operation_id?: string;
                payload?: string;
            };
            transaction_key?: string;
            force_3ds?: boolean;
            descriptive: string;
            /** Format: amount */
            value: number;
        };
        /** @description The body of POST /frequent. `sdd_mandate` is required when `method` is `dd`. */
        FrequentCreateRequest: {
            /** @enum {string} */
            method: "mb" | "cc" | "dd" | "mbw" | "vi";
            customer: components["schemas"]["Customer"];
            /** Format: amount */
            min_value: number;
            /** Format: amount */
            max_value: number;
            /** @default true */
            unlimited_payments?: boolean;
            expiration_time?: components["schemas"]["DateTimeMinutes"];
            currency?: components["schemas"]["FrequentCurrency"];
            key?: string;
            sdd_mandate?: components["schemas"]["SddMandate"];
            /** @description Configuration of the reference payment. Its fields are not shown by either source. */
            multibanco?: Record<string, unknown>;
        };
        /** @description The answer to POST /frequent. `method` carries its type and status, and for dd the mandate, for mb an entity and reference, for cc a redirect URL. */
        FrequentCreated: components["schemas"]["StatusDetails"] & {
            id?: components["schemas"]["Uuid"];
            method?: components["schemas"]["Method"];
            customer?: components["schemas"]["IdRef"];
        };
        /**
         * @description The currency of a frequent or checkout payment, `EUR` (default) or `BRL`.
         * @default EUR
         * @enum {string}
         */
        FrequentCurrency: "EUR" | "BRL";
        /** @description A frequent payment: details tokenized once, then charged with captures. With `unlimited_payments` true (default) transactions are unlimited and `min_value`/`max_value` apply per transaction; with false the total cannot exceed `max_value`. */
        FrequentPayment: {
            id?: components["schemas"]["Uuid"];
            key?: string;
            expiration_time?: components["schemas"]["DateTimeUtc"];
            value?: components["schemas"]["Amount"];
            currency?: components["schemas"]["FrequentCurrency"];
            /** Format: amount */
            min_value?: number;
            /** Format: amount */
            max_value?: number;
            /** @default true */
            unlimited_payments?: boolean;
            customer?: components["schemas"]["Customer"];
            method?: components["schemas"]["Method"];
            created_at?: string;
            /** @description `active` or `deleted` can be set by update; other values are not shown. */
            status?: string;
        };
        /** @description The answer to GET /frequent, a page-style list of FrequentPaymentListItem items. */
        FrequentPaymentList: components["schemas"]["PageEnvelope"] & {
            data?: components["schemas"]["FrequentPaymentListItem"][];
        };
        /** @description A frequent payment as listed by GET /frequent, with personal fields masked. */
        FrequentPaymentListItem: {
            id?: components["schemas"]["Uuid"];
            key?: string;
            expiration_time?: components["schemas"]["DateTimeUtc"];
            value?: components["schemas"]["Amount"];
            currency?: components["schemas"]["FrequentCurrency"];
            min_value?: components["schemas"]["Amount"];
            max_value?: components["schemas"]["Amount"];
            unlimited_payments?: boolean;
            customer?: components["schemas"]["MaskedCustomer"];
            method?: components["schemas"]["MaskedMethod"];
            created_at?: string;
            status?: string;
        };
        /** @description The body of PATCH /frequent/{id}. Every field is optional. */
        FrequentUpdateRequest: {
            /** @enum {string} */
            status?: "active" | "deleted";
            expiration_time?: components["schemas"]["DateTimeMinutes"];
            currency?: components["schemas"]["FrequentCurrency"];
            customer?: components["schemas"]["Customer"];
            key?: string;
            /** Format: amount */
            max_value?: number;
            /** Format: amount */
            min_value?: number;
            /** @default true */
            unlimited_payments?: boolean;
            sdd_mandate?: components["schemas"]["SddMandate"];
        };
        /** @description The answer to PATCH /frequent/{id}. */
        FrequentUpdated: components["schemas"]["StatusDetails"] & {
            method?: components["schemas"]["Method"];
        };
        /** @description A Generic notification. The interface says every Generic notification carries the id of the payment or capture it concerns, so `id` is required; the other fields come from the reference facts. */
        GenericNotification: components["schemas"]["NotificationFields"] & {
            id: components["schemas"]["Uuid"];
        };
        /** @description The id of the resource a write created. The published client names this part `Properties_Has_ID`. */
        HasId: {
            /** Format: uuid */
            id?: string;
        };
        /** @description A reference to a created or related resource by id. */
        IdRef: {
            id?: components["schemas"]["Uuid"];
        };
        /**
         * Format: interval-filter
         * @description An interval filter, `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`: start, then end, at most 30 days apart (Limits).
         */
        IntervalFilter: string;
        /** @description A ledger entry (GET /report/ledger item): captures (CP), refunds (RF), fees, taxes and net transferred amounts. The reference facts give the type codes but not their meanings beyond these. */
        LedgerEntry: {
            /** @enum {string} */
            transaction_type?: "CP" | "RF" | "RV" | "FEE" | "SP" | "MAN" | "TB" | "OT" | "CB" | "OP";
            id?: string;
            created_at?: components["schemas"]["DateTimeMinutes"];
            transaction_timestamp?: string;
            amount_details?: {
                requested_amount?: components["schemas"]["MoneyAmount"];
                payed_amount?: components["schemas"]["MoneyAmount"];
                fees?: {
                    fixed_amount?: components["schemas"]["MoneyAmount"];
                    variable_amount?: components["schemas"]["MoneyAmount"];
                    vat_amount?: components["schemas"]["MoneyAmount"];
                }[];
            };
            transfer_batch_date?: string;
            transfer_batch?: string;
            descriptive?: string;
            details?: {
                operation_id?: string;
                operation_key?: string;
                method?: string;
                payment_id?: string;
                payment_type?: string;
                payment_key?: string;
            };
            amount?: components["schemas"]["MoneyAmount"];
        };
        /** @description The answer to GET /report/ledger, a cursor-style list of LedgerEntry items. */
        LedgerEntryList: components["schemas"]["CursorEnvelope"] & {
            data?: components["schemas"]["LedgerEntry"][];
        };
        /** @description A payment link (POST /link answer, GET /link item, GET /link/{id}). The reference facts list `communication_channels` and `payment.methods` as enums without giving their values. */
        Link: {
            /** @enum {string} */
            type?: "SINGLE" | "FREQUENT" | "SUBSCRIPTION";
            /** @enum {string} */
            status?: "ACTIVE" | "EXPIRED" | "DISABLED" | "USED";
            id?: components["schemas"]["Uuid"];
            /** Format: date-time */
            expiration_time?: string;
            customer?: components["schemas"]["LinkCustomer"];
            communication_channels?: string[];
            payment?: components["schemas"]["LinkPaymentOptions"] & {
                id?: components["schemas"]["Uuid"];
                /** Format: date-time */
                expiration_time?: string;
                methods?: string[];
                capture?: components["schemas"]["LinkCapture"];
            };
            /** @description The address the customer opens. */
            url?: string;
            /** @description A QR code image of the link. */
            image?: string;
        };
        /** @description The capture settings of a payment link. */
        LinkCapture: {
            descriptive?: string;
            key?: string;
        };
        /** @description The body of POST /link. */
        LinkCreateRequest: {
            /** @enum {string} */
            type: "SINGLE" | "FREQUENT" | "SUBSCRIPTION";
            /** Format: date-time */
            expiration_time?: string;
            customer: components["schemas"]["LinkCustomer"];
            communication_channels?: string[];
            payment: components["schemas"]["LinkPaymentOptions"] & {
                methods: string[];
                capture: components["schemas"]["LinkCapture"];
            };
        };
        /** @description The customer of a payment link. */
        LinkCustomer: {
            id?: components["schemas"]["Uuid"];
            name: string;
            email: string;
            phone: string;
            language: string;
        };
        /** @description The answer to GET /link, a cursor-style list of Link items. */
        LinkList: components["schemas"]["CursorEnvelope"] & {
            data?: components["schemas"]["Link"][];
        };
        /** @description The kind-specific options of a payment link's payment. Amounts here are strings in the reference facts. */
        LinkPaymentOptions: {
            single?: {
                requested_amount: string;
            };
            frequent?: {
                minimum_amount: string;
                maximum_amount: string;
                unlimited_payments: boolean;
            };
            subscription?: {
                frequency: string;
                maximum_captures: string;
                start_time: string;
                capture_now: boolean;
                retries: number;
                failover: boolean;
            };
        };
        /** @description The body of PATCH /link/{id}. */
        LinkUpdateRequest: {
            /** Format: date-time */
            expiration_time?: string;
        };
        /** @description The answer to PATCH /link/{id}. Neither the interface nor the reference facts show its body, so it stays open. */
        LinkUpdateResult: Record<string, unknown>;
        /** @description A SEPA mandate as given when creating or updating a subscription. */
        MandateInput: components["schemas"]["SddMandate"] & {
            iban: string;
            name: string;
            email: string;
            phone: string;
            account_holder: string;
        };
        /** @description A customer as it appears in list results: name, email, phone and fiscal number may be masked with asterisks, so they are not valid contact data there. */
        MaskedCustomer: {
            id?: components["schemas"]["Uuid"];
            name?: string;
            email?: string;
            phone?: string;
            phone_indicative?: string;
            fiscal_number?: string;
            key?: string;
            language?: string;
        };
        /** @description A payment method as it appears in list results, with its mandate masked. */
        MaskedMethod: {
            type?: string;
            status?: components["schemas"]["MethodStatus"];
            sdd_mandate?: components["schemas"]["MaskedSddMandate"];
            card_type?: string;
            last_four?: string;
            expiration_date?: string;
            alias?: string;
            entity?: string;
            reference?: string;
            iban?: string;
            url?: string;
        };
        /** @description A mandate as it appears in list results, where its fields are masked with asterisks. */
        MaskedSddMandate: {
            id?: string;
            iban?: string;
            key?: string;
            name?: string;
            email?: string;
            phone?: string;
            account_holder?: string;
            country_code?: string;
            max_num_debits?: string;
            billing_entity?: string;
            reference_adc?: string;
        };
        /** @description The payment method of a payment. Which fields appear depends on the method: card fields for `cc`, entity and reference for `mb`, IBAN for `vi`, a mandate for `dd`. */
        Method: {
            /** @description The method code. Upper-case and lower-case forms both appear (`CC`, `cc`, `dd`). */
            type?: string;
            status?: components["schemas"]["MethodStatus"];
            sdd_mandate?: components["schemas"]["SddMandate"];
            /** @description The card network's name. */
            card_type?: string;
            last_four?: string;
            /** @description `MM/YY` for cards. */
            expiration_date?: string;
            alias?: string;
            /** @description mb method. */
            entity?: string;
            /** @description mb method. */
            reference?: string;
            /** @description vi method. */
            iban?: string;
            /** @description Where to redirect the customer (card gateway, or 3DS after a capture). */
            url?: string;
        };
        /**
         * @description A payment method code as used in requests: `cc` card, `mbw` mobile-app approval, `mb` entity and reference, `dd` SEPA direct debit, `vi` virtual IBAN, and the checkout-only `uf` and `sc`. The three mobile-wallet methods' codes are not given by the interface.
         * @enum {string}
         */
        MethodCode: "cc" | "mbw" | "mb" | "dd" | "vi" | "uf" | "sc";
        /**
         * @description The status of a payment method. The interface shows `active`, `pending` and `waiting`; the reference facts add `failed`, `canceled`, `deleted` and `inactive` for authorisations and subscriptions.
         * @enum {string}
         */
        MethodStatus: "active" | "pending" | "waiting" | "failed" | "canceled" | "deleted" | "inactive";
        /** @description An amount as a decimal string with its currency (ledger entries). */
        MoneyAmount: {
            amount?: string;
            currency?: string;
        };
        /** @description The mb reference details of a payment. */
        Multibanco: {
            expiration_time?: components["schemas"]["DateTimeUtc"];
            start_time?: components["schemas"]["DateTimeUtc"];
            /** @description `SPG` is shown. References of the SPG product have a 120-day refund window. */
            product?: string;
        };
        /** @description The fields of a Generic notification, none required. The Authorisation and Transaction kinds may or may not also carry them (the reference facts do not say), so they accept them too. */
        NotificationFields: {
            type?: components["schemas"]["NotificationType"];
            /** @enum {string} */
            status?: "failed" | "success";
            id?: components["schemas"]["Uuid"];
            /** @description The merchant's key of the notified resource. */
            key?: string;
            messages?: string[];
            date?: components["schemas"]["DateTimeSeconds"];
        };
        /**
         * @description What a Generic notification is about. `x-confirmed-by` names, for each type, the resource the notified `id` belongs to and the details operation a merchant calls to confirm it before acting. The sources name the types but not which id each carries; the map follows the type names, and `chargeback` has no details operation, so it is confirmed through the chargeback list.
         * @enum {string}
         */
        NotificationType: "authorisation" | "capture" | "frequent_create" | "void" | "refund" | "chargeback" | "subscription_create" | "subscription_capture" | "out_payment";
        /** @description The account's URLs: where Generic, Authorisation and Transaction notifications go, and the card-transaction URLs (`visa_fwd`, `visa_detail`). */
        NotificationUrls: {
            generic?: string;
            authorisation?: string;
            transaction?: string;
            visa_fwd?: string;
            visa_detail?: string;
        };
        /** @description A reference to another resource by its id. */
        ObjectRef: {
            id?: string;
        };
        /** @description The SEPA account an out payment is sent to. */
        OutAccount: {
            account_holder: string;
            iban: string;
            email: string;
            phone: string;
            key?: string;
            country_code?: string;
        };
        /** @description An out payment (GET /out_payment/{id}, GET /out_payment item). The reference types the list item's `value` as an integer; the interface says amounts are numbers, and it wins. */
        OutPayment: {
            id?: string;
            /** @enum {string} */
            status?: "success" | "delayed" | "pending" | "deleted";
            type?: string;
            method?: string;
            descriptive?: string;
            customer?: components["schemas"]["ObjectRef"];
            account?: components["schemas"]["AccountRef"];
            out_account?: components["schemas"]["ObjectRef"];
            key?: string;
            value?: components["schemas"]["Amount"];
            schedule_at?: string;
            transactions?: components["schemas"]["Transaction"][];
            created_at?: string;
            /** @description Listed on list items only. */
            timestamp?: string;
        };
        /** @description The body of POST /out_payment. The request is signed over these exact bytes. */
        OutPaymentCreateRequest: {
            /** @enum {string} */
            type?: "normal" | "instant";
            customer: components["schemas"]["Customer"] & {
                name: string;
                email: string;
                phone: string;
            };
            key?: string;
            /** Format: amount */
            value: number;
            /** Format: date-time */
            schedule_at?: string;
            descriptive?: string;
            account?: components["schemas"]["IdRef"];
            out_account: components["schemas"]["OutAccount"];
            /** @description `transfer` is shown. */
            method: string;
            /** @description Its format is not stated. */
            timestamp: string;
        };
        /** @description The answer to POST /out_payment. */
        OutPaymentCreated: components["schemas"]["StatusDetails"] & {
            id?: components["schemas"]["Uuid"];
            method?: {
                /** @enum {string} */
                status?: "pending" | "delayed" | "success" | "deleted";
                type?: string;
            };
            customer?: components["schemas"]["IdRef"];
            out_account?: components["schemas"]["IdRef"];
        };
        /** @description The answer to GET /out_payment, a page-style list of OutPayment items. */
        OutPaymentList: components["schemas"]["PageEnvelope"] & {
            data?: components["schemas"]["OutPayment"][];
        };
        /** @description A page-style list (Pagination envelopes): `meta` then `data`. A list operation narrows `data` to its items with `allOf`. */
        PageEnvelope: {
            meta: components["schemas"]["PageMeta"];
            data: unknown[];
        };
        /** @description The `meta` of a page-style list. Links are query-string fragments such as a page reference. */
        PageMeta: {
            page?: {
                current?: number;
                total?: number;
            };
            records?: {
                total?: number;
                per_page?: number;
            };
            links?: {
                first?: string;
                prev?: string;
                next?: string;
                last?: string;
            };
        };
        /** @description The capture a chargeback or refund concerns, and its payment. */
        PaymentCaptureRef: {
            /** @enum {string} */
            payment_type?: "single" | "frequent" | "subscription";
            id?: string;
            payment_id?: string;
        };
        /** @description Notification settings of a payment. */
        PaymentNotificationSettings: {
            /** @description Whether the customer is emailed the method's payment instructions. */
            customer_method_instructions_email?: boolean;
        };
        /**
         * @description A payment status as the interface names them (States and transitions). `tokenized` means the details are kept for later frequent payments. The interface says the complete set is not shown, so a receiver should tolerate others.
         * @enum {string}
         */
        PaymentStatus: "authorised" | "deleted" | "enrolled" | "error" | "failed" | "paid" | "pending" | "success" | "tokenized" | "voided";
        /** @description The answer to GET /system/ping. Success means the service is reachable and the credentials are valid; neither the interface nor the reference facts show the body, so it stays open. */
        PingResult: Record<string, unknown>;
        /** @description A refund's detail (GET /refund/{id}). The reference types `value` as an integer; the interface says amounts are numbers, and it wins. */
        Refund: {
            /** @enum {string} */
            status?: "waiting" | "pending" | "success" | "failed";
            id?: string;
            transaction_key?: string;
            value?: components["schemas"]["Amount"];
            account_holder?: string;
            email?: string;
            phone?: string;
            iban?: string;
            capture?: {
                transaction_key?: string;
                capture_date?: string;
                account?: components["schemas"]["ObjectRef"];
                status?: string;
                splits?: components["schemas"]["RefundedSplit"][];
                payment_type?: string;
                payment_id?: string;
                id?: string;
                descriptive?: string;
                value?: components["schemas"]["Amount"];
                force_3ds?: boolean;
            };
        };
        /** @description The body of POST /refund/{id}. Refunds are possible only within the method's refund window (Limits): 12 months for mbw, cards and mobile wallets, 120 days for SPG mb references, none for other mb references, 180 days for dd. */
        RefundCreateRequest: {
            transaction_key?: string;
            iban?: string;
            email?: string;
            phone?: string;
            account_holder?: string;
            /** Format: amount */
            value: number;
            revert?: {
                /** @enum {string} */
                mode?: "TOTAL" | "PARTIAL";
                splits?: {
                    id?: string;
                }[];
            };
        };
        /** @description The answer to GET /refund, a cursor-style list of RefundListItem items. */
        RefundList: components["schemas"]["CursorEnvelope"] & {
            data?: components["schemas"]["RefundListItem"][];
        };
        /** @description A refund as listed by GET /refund. */
        RefundListItem: {
            /** @enum {string} */
            status?: "success" | "pending" | "failed" | "waiting";
            id?: string;
            transaction_key?: string;
            /** Format: amount */
            value?: number;
            iban?: string;
            email?: string;
            phone?: string;
            account_holder?: string;
            capture?: components["schemas"]["PaymentCaptureRef"];
            created_at?: components["schemas"]["DateTimeMinutes"];
            updated_at?: components["schemas"]["DateTimeMinutes"];
        };
        /** @description A split of a refunded capture (GET /refund/{id}). */
        RefundedSplit: {
            /** @enum {string} */
            status: "waiting" | "success";
            id: string;
            split_key?: string;
            split_descriptive?: string;
            account?: {
                id: string;
            };
            /** Format: amount */
            value: number;
            clearing_date?: components["schemas"]["Date"];
            clearing_period?: string;
            margin_account?: {
                id: string;
            };
            margin_value?: components["schemas"]["Amount"];
            reverts?: components["schemas"]["SplitRevert"][];
        };
        /** @description A SEPA direct-debit mandate (customer name and IBAN). One mandate can cover several payments. Limits on input come from the reference facts (POST /subscription). */
        SddMandate: {
            id?: string;
            iban?: string;
            key?: string;
            name?: string;
            email?: string;
            phone?: string;
            account_holder?: string;
            country_code?: string;
            max_num_debits?: string;
            billing_entity?: string;
            /** @description The authorisation reference. */
            reference_adc?: string;
        };
        /** @description The body of POST /single. The interface shows these fields and does not state which are required (a missing value yields an error naming the field), nor whether others are accepted, so no field is required and the schema stays open (explicitly, so that strict request validators accept fields it does not list). */
        SingleCreateRequest: {
            customer?: {
                name?: string;
                email?: string;
                phone?: string;
                phone_indicative?: string;
                key?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description The merchant's key for the payment. */
            key?: string;
            value?: components["schemas"]["Amount"];
            method?: components["schemas"]["MethodCode"];
            capture?: {
                descriptive?: string;
                transaction_key?: string;
            } & {
                [key: string]: unknown;
            };
            notification?: components["schemas"]["PaymentNotificationSettings"];
        } & {
            [key: string]: unknown;
        };
        /** @description The answer to POST /single. `method` carries, by method, the entity and reference (mb), the mandate (dd), a redirect URL (cards) or the IBAN (vi). */
        SingleCreated: components["schemas"]["StatusDetails"] & {
            id?: components["schemas"]["Uuid"];
            method?: components["schemas"]["Method"];
            customer?: components["schemas"]["IdRef"];
            capture?: components["schemas"]["IdRef"];
        };
        /** @description A single payment's detail (GET /single/{id}). */
        SinglePayment: {
            id?: components["schemas"]["Uuid"];
            /** @description `sale` (authorise and capture in one step) is shown; checkout also names `authorisation`. The complete set is not shown. */
            type?: string;
            /** @description The merchant's key. */
            key?: string;
            descriptive?: string;
            value?: components["schemas"]["Amount"];
            currency?: components["schemas"]["Currency"];
            /** @description Its date-time format is not stated. */
            expiration_time?: string;
            /** @description Its date-time format is not stated. */
            created_at?: string;
            /** @description Detail only. Its date-time format is not stated. */
            paid_at?: string;
            payment_status?: components["schemas"]["PaymentStatus"];
            customer?: components["schemas"]["Customer"];
            method?: components["schemas"]["Method"];
            multibanco?: components["schemas"]["Multibanco"];
            /** @description Detail only. */
            captures?: components["schemas"]["EmbeddedCapture"][];
            /** @description Detail only. */
            transactions?: components["schemas"]["Transaction"][];
            notification?: components["schemas"]["PaymentNotificationSettings"];
        };
        /** @description The answer to GET /single, a page-style list of SinglePaymentListItem items. */
        SinglePaymentList: components["schemas"]["PageEnvelope"] & {
            data?: components["schemas"]["SinglePaymentListItem"][];
        };
        /** @description A single payment as listed by GET /single, with the customer's and mandate's personal fields masked. */
        SinglePaymentListItem: {
            id?: components["schemas"]["Uuid"];
            type?: string;
            key?: string;
            descriptive?: string;
            value?: components["schemas"]["Amount"];
            currency?: components["schemas"]["Currency"];
            expiration_time?: string;
            created_at?: string;
            payment_status?: components["schemas"]["PaymentStatus"];
            customer?: components["schemas"]["MaskedCustomer"];
            method?: components["schemas"]["MaskedMethod"];
            multibanco?: components["schemas"]["Multibanco"];
            notification?: components["schemas"]["PaymentNotificationSettings"];
        };
        /** @description The body of PATCH /single/{id}. Every field is optional. */
        SingleUpdateRequest: {
            /**
             * @deprecated
             * @description Deprecated (Versioning).
             */
            expiration_time?: string;
            currency?: components["schemas"]["Currency"];
            customer?: components["schemas"]["Customer"];
            key?: string;
            sdd_mandate?: components["schemas"]["SddMandate"];
        };
        /** @description The answer to PATCH /single/{id}. */
        SingleUpdated: components["schemas"]["StatusDetails"] & {
            id?: components["schemas"]["Uuid"];
            method?: components["schemas"]["Method"];
            customer?: components["schemas"]["IdRef"];
        };
        /** @description A part of a capture routed to another account, with an optional margin. `value` is required on input; `id`, `clearing_date`, `clearing_period`, `status` and `reverts` are output. */
        Split: {
            id?: components["schemas"]["Uuid"];
            split_key?: string;
            split_descriptive?: string;
            value?: components["schemas"]["Amount"];
            account?: components["schemas"]["AccountRef"];
            margin_value?: components["schemas"]["Amount"];
            margin_account?: components["schemas"]["AccountRef"];
            clearing_date?: components["schemas"]["Date"];
            /** @description `7D` is shown. */
            clearing_period?: string;
            /** @description `waiting` is shown. */
            status?: string;
            /** @description An array of reverts, or in one shape a single revert object. */
            reverts?: components["schemas"]["SplitRevert"][] | components["schemas"]["SplitRevert"];
        };
        /** @description A split as given when capturing (POST /capture/{id}, POST /checkout capture); `value` is required. */
        SplitInput: {
            split_key?: string;
            split_descriptive?: string;
            value: components["schemas"]["Amount"];
            account?: components["schemas"]["AccountRef"];
            margin_value?: components["schemas"]["Amount"];
            margin_account?: components["schemas"]["AccountRef"];
        };
        /** @description A revert of part of a split. */
        SplitRevert: {
            id?: string;
            value?: number;
            margin_value?: number;
        };
        /** @description The body of PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}. */
        SplitUpdateRequest: {
            clearing_date?: components["schemas"]["Date"];
        };
        /** @description The status and messages of a successful write. The published client names this part `StatusDetails`. */
        StatusDetails: {
            /**
             * @description `ok` on success.
             * @example ok
             */
            status?: string;
            message?: string[];
        };
        /** @description A subscription's detail (GET /subscription/{id}). */
        Subscription: {
            id?: components["schemas"]["Uuid"];
            key?: string;
            expiration_time?: string;
            start_time?: string;
            frequency?: components["schemas"]["Frequency"];
            retries?: number;
            max_captures?: number;
            failover?: boolean;
            capture_now?: boolean;
            customer?: components["schemas"]["Customer"];
            method?: {
                status?: components["schemas"]["MethodStatus"];
                type?: string;
                url?: string;
                sdd_mandate?: components["schemas"]["SddMandate"];
            };
            currency?: string;
            value?: components["schemas"]["Amount"];
            created_at?: string;
        };
        /** @description The capture settings of a subscription. */
        SubscriptionCapture: {
            transaction_key?: string;
            account?: components["schemas"]["IdRef"];
            descriptive?: string;
        };
        /** @description The body of POST /subscription. The subscription ends at `expiration_time` and/or after `max_captures`; each cycle may be retried `retries` times and, with `failover`, fall back to another single method. */
        SubscriptionCreateRequest: {
            /** @enum {string} */
            currency?: "EUR";
            frequency: components["schemas"]["Frequency"];
            /** @enum {string} */
            method: "cc" | "dd";
            frequent_id?: components["schemas"]["Uuid"];
            capture?: components["schemas"]["SubscriptionCapture"];
            expiration_time?: components["schemas"]["DateTimeMinutes"];
            customer?: components["schemas"]["Customer"];
            key?: string;
            /** Format: amount */
            value: number;
            max_captures?: number;
            start_time: components["schemas"]["DateTimeMinutes"];
            failover?: boolean;
            capture_now?: boolean;
            retries?: number;
            sdd_mandate?: components["schemas"]["MandateInput"];
        };
        /** @description The answer to GET /subscription, a page-style list of SubscriptionListItem items. */
        SubscriptionList: components["schemas"]["PageEnvelope"] & {
            data?: components["schemas"]["SubscriptionListItem"][];
        };
        /** @description A subscription as listed by GET /subscription, with personal fields masked (interface, list results). */
        SubscriptionListItem: {
            id?: string;
            key?: string;
            expiration_time?: string;
            start_time?: string;
            frequency?: components["schemas"]["Frequency"];
            retries?: number;
            max_captures?: number;
            failover?: boolean;
            capture_now?: boolean;
            customer?: components["schemas"]["MaskedCustomer"];
            method?: {
                type?: string;
                status?: components["schemas"]["MethodStatus"];
                sdd_mandate?: components["schemas"]["MaskedSddMandate"];
            };
            currency?: string;
            value?: components["schemas"]["Amount"];
            created_at?: string;
        };
        /** @description The body of PATCH /subscription/{id}. Every field is optional. */
        SubscriptionUpdateRequest: {
            /** @enum {string} */
            status?: "active" | "inactive";
            /** @enum {string} */
            currency?: "EUR";
            frequency?: components["schemas"]["Frequency"];
            capture?: components["schemas"]["SubscriptionCapture"];
            expiration_time?: components["schemas"]["DateTimeMinutes"];
            customer?: components["schemas"]["Customer"];
            key?: string;
            /** Format: amount */
            value?: number;
            max_captures?: number;
            start_time?: components["schemas"]["DateTimeMinutes"];
            failover?: boolean;
            retries?: number;
            sdd_mandate?: components["schemas"]["MandateInput"];
        };
        /** @description The answer to POST /subscription and PATCH /subscription/{id}. */
        SubscriptionWritten: components["schemas"]["StatusDetails"] & {
            id?: string;
            method?: {
                type?: string;
                status?: components["schemas"]["MethodStatus"];
                sdd_mandate?: components["schemas"]["SddMandate"];
            };
            customer?: components["schemas"]["ObjectRef"];
        };
        /** @description A transaction of a payment, as embedded in a single payment's detail (and in the reference facts' details). */
        Transaction: {
            /** @description A uuid in single payments. */
            id?: string;
            key?: string;
            created_at?: string;
            date?: string;
            values?: components["schemas"]["TransactionValues"];
            transfer_date?: string;
            transfer_batch?: string;
            /** @description The method code; its case varies. */
            method?: string;
            document_number?: string;
            descriptive?: string;
        };
        /** @description A Transaction notification (the published client calls this kind Capture; its URL is the `transaction` field of PATCH /config). It may also carry the Generic fields. */
        TransactionNotification: components["schemas"]["NotificationFields"] & {
            account?: components["schemas"]["IdRef"];
        };
        /** @description A transaction as listed by GET /report/transactions. */
        TransactionReportItem: {
            /** @enum {string} */
            payment_type?: "single" | "frequent" | "subscription";
            id?: components["schemas"]["Uuid"];
            key?: string;
            /** Format: date-time */
            date?: string;
            values?: components["schemas"]["TransactionValues"];
            transfer_date?: components["schemas"]["Date"];
            transfer_batch?: string;
            method?: string;
            document_number?: string;
            payment_id?: components["schemas"]["Uuid"];
            payment_account?: components["schemas"]["IdRef"];
            payment_key?: string;
            payment_transaction_key?: string;
            descriptive?: string;
        };
        /** @description The answer to GET /report/transactions, a page-style list of TransactionReportItem items. */
        TransactionReportList: components["schemas"]["PageEnvelope"] & {
            data?: components["schemas"]["TransactionReportItem"][];
        };
        /** @description The money of a transaction. */
        TransactionValues: {
            requested?: number;
            paid?: number;
            fixed_fee?: number;
            variable_fee?: number;
            tax?: number;
            transfer?: number;
        };
        /**
         * Format: uuid
         * @description A string in UUID format ("Types" in Resources and their fields).
         */
        Uuid: string;
        /** @description A void's detail (GET /void/{id}), with the authorisation it voided. */
        Void: {
            /** @enum {string} */
            status?: "success" | "pending" | "failed";
            transaction_key?: string;
            authorisation?: {
                /** @enum {string} */
                status?: "success" | "pending" | "failed";
                /** @enum {string} */
                currency?: "EUR";
                id?: string;
                message?: string;
                customer?: components["schemas"]["Customer"];
                key?: string;
                value?: components["schemas"]["Amount"];
                value_captured?: components["schemas"]["Amount"];
                method?: components["schemas"]["Method"];
            };
            id?: components["schemas"]["Uuid"];
            descriptive?: string;
        };
        /** @description The body of POST /void/{id}, which voids a single or frequent authorisation. */
        VoidCreateRequest: {
            descriptive: string;
            transaction_key?: string;
        };
    };
    responses: {
        /** @description Forbidden, including authentication failures: missing or incorrect `AccountId`/`ApiKey`, a blocked account, or insufficient permission. An authentication failure's `message` is a single string naming its cause. */
        Forbidden: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found: no resource with this id. */
        NotFound: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Precondition failed. The conditions that trigger it are not shown by the interface. */
        PreconditionFailed: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unexpected error on the service's side. Retried unless the request was a POST. */
        InternalError: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Bad request: the information provided is invalid or insufficient (e.g. a missing required field), the content type is unsupported, or the JSON is malformed. */
        BadRequest: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Conflict. May be retried. */
        Conflict: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unauthorized. */
        Unauthorized: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests. Not stored for idempotency; may be retried. The rate that triggers it is not shown. */
        TooManyRequests: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unprocessable entity. The conditions that trigger it and its body are not shown by the interface; it uses the error envelope. */
        UnprocessableEntity: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Precondition required. The conditions that trigger it and its body are not shown by the interface; it uses the error envelope. */
        PreconditionRequired: {
            headers: {
                "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The page to return, from 1. */
        Page: number;
        /** @description Records per page. Default 20, at most 100. */
        RecordsPerPage: number;
        /** @description Filter by type. The reference facts name the parameter but not its allowed values. */
        TypeFilter: string;
        /**
         * @description Interval filter on the expiration time. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
         * @example interval(2026-01-01 00:00,2026-01-31 00:00)
         */
        ExpirationTimeInterval: components["schemas"]["IntervalFilter"];
        /** @description Filter by method code. */
        MethodFilter: string;
        /** @description Filter by customer key. */
        CustomerFilter: string;
        /** @description Filter by id. */
        IdFilter: string;
        /** @description Filter by merchant key. */
        KeyFilter: string;
        /** @description Filter by amount. The reference facts name the parameter but not its type or format. */
        ValueFilter: string;
        /**
         * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
         * @example interval(2026-01-01 00:00,2026-01-31 00:00)
         */
        CreatedAtInterval: components["schemas"]["IntervalFilter"];
        /**
         * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
         * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
         */
        IdempotencyKey: string;
        /**
         * @description The resource's id.
         * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
         */
        Id: string;
        /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
        Cursor: string;
        /** @description Entries per page, at most 100. */
        Limit: number;
        /**
         * @description Interval filter on the last update time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
         * @example interval(2026-01-01 00:00,2026-01-31 00:00)
         */
        UpdatedAtInterval: components["schemas"]["IntervalFilter"];
    };
    requestBodies: never;
    headers: {
        /** @description Whether repeating this request may succeed. It ignores how many tries were made. When absent, the rules of `x-retry-policy` apply. */
        ShouldRetry: "true" | "false";
        /** @description `true` when this is the stored answer to an earlier request with the same `Idempotency-Key` and `AccountId`. Absent otherwise. */
        IdempotencyReplay: "true";
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listSinglePayments: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. Default 20, at most 100. */
                records_per_page?: components["parameters"]["RecordsPerPage"];
                /** @description Filter by type. The reference facts name the parameter but not its allowed values. */
                type?: components["parameters"]["TypeFilter"];
                /**
                 * @description Interval filter on the expiration time. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                expiration_time?: components["parameters"]["ExpirationTimeInterval"];
                /** @description Filter by method code. */
                method?: components["parameters"]["MethodFilter"];
                /** @description Filter by customer key. */
                customer?: components["parameters"]["CustomerFilter"];
                /** @description Filter by id. */
                id?: components["parameters"]["IdFilter"];
                /** @description Filter by merchant key. */
                key?: components["parameters"]["KeyFilter"];
                /** @description Filter by amount. The reference facts name the parameter but not its type or format. */
                value?: components["parameters"]["ValueFilter"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of single payments. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinglePaymentList"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            500: components["responses"]["InternalError"];
        };
    };
    createSinglePayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SingleCreateRequest"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            500: components["responses"]["InternalError"];
        };
    };
    getSinglePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SinglePayment"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSinglePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment was deleted. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateSinglePayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SingleUpdateRequest"];
            };
        };
        responses: {
            /** @description The payment was updated. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleUpdated"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listFrequentPayments: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. Default 20, at most 100. */
                records_per_page?: components["parameters"]["RecordsPerPage"];
                /**
                 * @description Interval filter on the expiration time. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                expiration_time?: components["parameters"]["ExpirationTimeInterval"];
                /** @description Filter by method code. */
                method?: components["parameters"]["MethodFilter"];
                /** @description Filter by customer key. */
                customer?: components["parameters"]["CustomerFilter"];
                /** @description Filter by id. */
                id?: components["parameters"]["IdFilter"];
                /** @description Filter by merchant key. */
                key?: components["parameters"]["KeyFilter"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of frequent payments. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrequentPaymentList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createFrequentPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FrequentCreateRequest"];
            };
        };
        responses: {
            /** @description The frequent payment was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrequentCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFrequentPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The frequent payment. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrequentPayment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteFrequentPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The frequent payment was deleted. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateFrequentPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FrequentUpdateRequest"];
            };
        };
        responses: {
            /** @description The frequent payment was updated. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrequentUpdated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createFrequentAuthorisation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FrequentAuthorisationRequest"];
            };
        };
        responses: {
            /** @description The authorisation was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWithStatus"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. Default 20, at most 100. */
                records_per_page?: components["parameters"]["RecordsPerPage"];
                /**
                 * @description Interval filter on the expiration time. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                expiration_time?: components["parameters"]["ExpirationTimeInterval"];
                /** @description Filter by method code. */
                method?: components["parameters"]["MethodFilter"];
                /** @description Filter by customer key. */
                customer?: components["parameters"]["CustomerFilter"];
                /** @description Filter by id. */
                id?: components["parameters"]["IdFilter"];
                /** @description Filter by merchant key. */
                key?: components["parameters"]["KeyFilter"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCreateRequest"];
            };
        };
        responses: {
            /** @description The subscription was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionWritten"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription was deleted. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionUpdateRequest"];
            };
        };
        responses: {
            /** @description The subscription was updated. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionWritten"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCaptures: {
        parameters: {
            query?: {
                /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Entries per page, at most 100. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
                /**
                 * @description Interval filter on the last update time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                updated_at?: components["parameters"]["UpdatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of captures. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptureList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCapture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capture. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Capture"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCapture: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaptureCreateRequest"];
            };
        };
        responses: {
            /** @description The capture was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptureCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCaptureSplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The capture's id. */
                "capture-uuid": string;
                /** @description The split's id. */
                "capture-split-uuid": string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SplitUpdateRequest"];
            };
        };
        responses: {
            /** @description The split was updated. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusDetails"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAuthorisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorisation. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Authorisation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getVoid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The void. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Void"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createVoid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidCreateRequest"];
            };
        };
        responses: {
            /** @description The void was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWithStatus"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listRefunds: {
        parameters: {
            query?: {
                /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Entries per page, at most 100. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
                /**
                 * @description Interval filter on the last update time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                updated_at?: components["parameters"]["UpdatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of refunds. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundCreateRequest"];
            };
        };
        responses: {
            /** @description The refund was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWithStatus"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listChargebacks: {
        parameters: {
            query?: {
                /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Entries per page, at most 100. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chargebacks. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargebackList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLedgerEntries: {
        parameters: {
            query?: {
                /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Entries per page, at most 100. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Interval filter on the creation time, in UTC. Format `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`; the span may be at most 30 days.
                 * @example interval(2026-01-01 00:00,2026-01-31 00:00)
                 */
                created_at?: components["parameters"]["CreatedAtInterval"];
                /** @description Filter by entry type. */
                transaction_type?: "CP" | "RF" | "RV" | "FEE" | "SP" | "MAN" | "TB" | "OT" | "CB" | "OP";
                /** @description Filter by transfer batch. */
                transfer_batch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ledger entries. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerEntryList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description The earliest transaction date. Its format is not stated. */
                start_date?: string;
                /** @description The latest transaction date. Its format is not stated. */
                end_date?: string;
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. Default 20, at most 100. */
                records_per_page?: components["parameters"]["RecordsPerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionReportList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOutPayments: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Records per page. Default 20, at most 100. */
                records_per_page?: components["parameters"]["RecordsPerPage"];
                /** @description Filter by type. The reference facts name the parameter but not its allowed values. */
                type?: components["parameters"]["TypeFilter"];
                /** @description Filter by method code. */
                method?: components["parameters"]["MethodFilter"];
                /** @description Filter by id. */
                id?: components["parameters"]["IdFilter"];
                /** @description Filter by merchant key. */
                key?: components["parameters"]["KeyFilter"];
                /** @description Filter by amount. The reference facts name the parameter but not its type or format. */
                value?: components["parameters"]["ValueFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of out payments. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutPaymentList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOutPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutPaymentCreateRequest"];
            };
        };
        responses: {
            /** @description The out payment was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutPaymentCreated"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOutPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The out payment. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutPayment"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelOutPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The out payment was cancelled. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Config"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateConfig: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigUpdateRequest"];
            };
        };
        responses: {
            /** @description The configuration after the update. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Config"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutCreateRequest"];
            };
        };
        responses: {
            /** @description The session was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutManifest"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutDetail"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session was cancelled. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description Where the next page starts: the `metadata.next_cursor` of the previous answer (typically the id of its last item). Omitted, the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Entries per page, at most 100. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkCreateRequest"];
            };
        };
        responses: {
            /** @description The link was created. */
            201: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link was deleted. */
            204: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or PATCH safe to repeat: a request with the same key and `AccountId` as an earlier one within 24 hours gets the stored answer, with `Idempotency-Replay: true`; a different body with the same key is an error. Send the same key on every retry of one request.
                 * @example 6f1c1c43-6f7e-4b0e-9d6a-1b2f9f3c8a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The resource's id.
                 * @example 2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21
                 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkUpdateRequest"];
            };
        };
        responses: {
            /** @description The link was updated. */
            200: {
                headers: {
                    "Idempotency-Replay": components["headers"]["IdempotencyReplay"];
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkUpdateResult"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reachable, and the credentials are valid. */
            200: {
                headers: {
                    "X-Service-Should-Retry": components["headers"]["ShouldRetry"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PingResult"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    receiveGenericNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericNotification"];
            };
        };
        responses: {
            /** @description The merchant acknowledges receipt with a 2xx answer; neither source shows a body the service expects, nor what it does on other answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAuthorisationNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorisationNotification"];
            };
        };
        responses: {
            /** @description The merchant acknowledges receipt with a 2xx answer; neither source shows a body the service expects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTransactionNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionNotification"];
            };
        };
        responses: {
            /** @description The merchant acknowledges receipt with a 2xx answer; neither source shows a body the service expects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
