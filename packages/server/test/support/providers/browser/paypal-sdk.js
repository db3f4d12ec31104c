// The test server's stand-in for PayPal's JS SDK: `paypal.Buttons({ createOrder, onApprove, onCancel,
// onError }).render(container)` draws a PayPal button; clicking it creates the order through the shop,
// approves it on the test server as the payer would in PayPal's window, and hands the order id back.
(() => {
  const script = new URL(document.currentScript.src);
  const origin = script.origin;
  const currency = script.searchParams.get('currency') || 'USD';

  function Buttons(options) {
    const settings = options || {};
    let rendered;

    async function run(button) {
      button.disabled = true;
      try {
        const orderID = await settings.createOrder?.({ paymentSource: 'paypal' }, {});
        if (typeof orderID !== 'string' || orderID === '')
          throw new Error('Expected an order id to be passed');
        const response = await fetch(`${origin}/test/orders/${encodeURIComponent(orderID)}/approve`, {
          method: 'POST',
        });
        const answer = await response.json();
        if (!response.ok) throw new Error(answer.message || `Order ${orderID} could not be approved`);
        if (answer.cancelled) {
          await settings.onCancel?.({ orderID });
          return;
        }
        await settings.onApprove?.(
          {
            orderID,
            payerID: answer.payer_id,
            paymentSource: 'paypal',
            facilitatorAccessToken: 'A21AA-test',
          },
          { restart: () => run(button) },
        );
      } catch (error) {
        if (settings.onError) settings.onError(error);
        else console.error(error);
      } finally {
        button.disabled = false;
      }
    }

    return {
      isEligible: () => true,
      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target)
          return Promise.reject(new Error(`Document is ready and element ${container} does not exist`));
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.dataset.fundingSource = 'paypal';
        button.dataset.currency = currency;
        button.addEventListener('click', () => run(button));
        target.append(button);
        rendered = button;
        return Promise.resolve();
      },
      close() {
        rendered?.remove();
        rendered = undefined;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { version: 'test', Buttons };
})();
