// The seat look-up works as a plain form; where the browser reads barcodes from a picture
// (BarcodeDetector), a button takes a photo of the seat ticket's QR and fills the code.
"use strict";
(function () {
  var button = document.getElementById("scan");
  var file = document.getElementById("scan_file");
  var code = document.getElementById("code");
  if (!button || !("BarcodeDetector" in window)) return;
  button.hidden = false;
  button.addEventListener("click", function () { file.click(); });
  file.addEventListener("change", function () {
    if (!file.files || !file.files[0]) return;
    var detector = new window.BarcodeDetector({ formats: ["qr_code"] });
    createImageBitmap(file.files[0])
      .then(function (picture) { return detector.detect(picture); })
      .then(function (found) {
        if (found.length) {
          code.value = found[0].rawValue;
          code.form.submit();
        }
      })
      .catch(function () {});
  });
})();
