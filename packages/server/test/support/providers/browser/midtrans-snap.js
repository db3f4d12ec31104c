// The test server's stand-in for Midtrans' snap.js: `window.snap.pay(token, callbacks)` opens a dialog that
// pays or declines the transaction on the test server, which notifies the shop as Midtrans would.
(() => {
  const origin = new URL(document.currentScript.src).origin;
  let current;

  function hide() {
    if (current) current.remove();
    current = undefined;
  }

  function button(label) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText = 'margin:4px;padding:8px 16px;font:inherit;cursor:pointer';
    return element;
  }

  function pay(token, callbacks) {
    const options = callbacks || {};
    hide();
    const overlay = document.createElement('div');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'midtrans-test-title');
    dialog.style.cssText =
      'min-width:280px;padding:24px;border-radius:8px;background:#fff;color:#111;font:16px sans-serif';
    const heading = document.createElement('h2');
    heading.id = 'midtrans-test-title';
    heading.textContent = 'Midtrans test payment';
    const summary = document.createElement('p');
    const payButton = button('Pay');
    const declineButton = button('Decline');
    const closeButton = button('Close');
    dialog.append(heading, summary, payButton, declineButton, closeButton);
    overlay.append(dialog);
    document.body.append(overlay);
    current = overlay;
    payButton.focus();

    const endpoint = `${origin}/test/snap/${encodeURIComponent(token)}`;
    fetch(endpoint)
      .then((response) => response.json())
      .then((found) => {
        summary.textContent = found.order_id
          ? `Order ${found.order_id}: Rp ${found.gross_amount}`
          : found.status_message;
      })
      .catch(() => {});

    function settle(action) {
      payButton.disabled = true;
      declineButton.disabled = true;
      fetch(`${endpoint}/${action}`, { method: 'POST' })
        .then((response) => response.json().then((result) => ({ ok: response.ok, result })))
        .then(({ ok, result }) => {
          hide();
          if (ok && action === 'pay') options.onSuccess?.(result);
          else options.onError?.(result);
        })
        .catch((error) => {
          hide();
          options.onError?.({ status_code: '500', status_message: String(error) });
        });
    }

    function close() {
      hide();
      options.onClose?.();
    }

    payButton.addEventListener('click', () => settle('pay'));
    declineButton.addEventListener('click', () => settle('decline'));
    closeButton.addEventListener('click', close);
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
  }

  window.snap = { pay, hide };
})();
