export default function paymentsContractPlugin() {
  return { id: 'payments-contract', rules: { oas3: {} } };
}
