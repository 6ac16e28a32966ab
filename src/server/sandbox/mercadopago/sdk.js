// Mercado Pago SDK v2 stand-in of the sandbox: new MercadoPago(publicKey, {locale}).bricks().create('cardPayment',
// containerId, {initialization, customization, callbacks}). The card is tokenized here (POST
// /sandbox/mercadopago/v1/card_tokens) and onSubmit receives the brick's form data: token, issuer_id,
// payment_method_id, transaction_amount, installments, payer. Cardholder APRO approves, OTHE declines
// (Mercado Pago's test names).
(function () {
  'use strict';
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function field(form, label, name, value, type) {
    var wrap = el('label', null, label);
    var input = el('input');
    input.name = name;
    input.value = value;
    input.type = type || 'text';
    input.autocomplete = 'off';
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }
  function MercadoPago(publicKey, options) {
    if (!publicKey) throw new Error('MercadoPago: a public key is required');
    this.publicKey = publicKey;
    this.locale = (options && options.locale) || 'es-AR';
  }
  MercadoPago.prototype.bricks = function () {
    var publicKey = this.publicKey;
    return {
      create: function (kind, containerId, settings) {
        var host = document.getElementById(containerId);
        var init = settings.initialization || {};
        var callbacks = settings.callbacks || {};
        var form = el('form', 'sandbox');
        form.appendChild(el('p', 'sandbox-mark', 'Sandbox'));
        form.appendChild(el('p', null, 'Mercado Pago · ' + Number(init.amount).toFixed(2)));
        var number = field(form, 'Card number', 'cardNumber', '5031 7557 3453 0604');
        var holder = field(form, 'Cardholder name (APRO approves, OTHE declines)', 'cardholderName', 'APRO');
        var expiry = field(form, 'Expiration (MM/YY)', 'expiry', '11/30');
        var cvv = field(form, 'Security code', 'securityCode', '123');
        var email = field(form, 'E-mail', 'email', (init.payer && init.payer.email) || 'test_user@testuser.com', 'email');
        var submit = el('button', null, 'Pay');
        submit.type = 'submit';
        form.appendChild(submit);
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          fetch('/sandbox/mercadopago/v1/card_tokens?public_key=' + encodeURIComponent(publicKey), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ card_number: number.value.replace(/\s/g, ''), cardholder: { name: holder.value }, expiration: expiry.value, security_code: cvv.value }),
          })
            .then(function (r) {
              return r.json();
            })
            .then(function (token) {
              if (!token.id) {
                if (callbacks.onError) callbacks.onError({ type: 'non_critical', message: token.message });
                return;
              }
              return callbacks.onSubmit({
                token: token.id,
                issuer_id: '1',
                payment_method_id: 'master',
                transaction_amount: Number(init.amount),
                installments: 1,
                payer: { email: email.value, identification: { type: 'DNI', number: '12345678' } },
              });
            });
        });
        host.appendChild(form);
        if (callbacks.onReady) callbacks.onReady();
        return Promise.resolve({
          unmount: function () {
            form.remove();
          },
        });
      },
    };
  };
  window.MercadoPago = MercadoPago;
})();
