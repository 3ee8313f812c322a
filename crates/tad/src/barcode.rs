//! The MRN as a Code 128 barcode, character set B (guidelines "Printing of the bar code"; not
//! EAN-128), drawn as filled bars.

use barcoders::sym::code128::Code128;

use crate::pdf::Canvas;
use crate::TadError;

/// barcoders selects the starting character set by this prefix (Ɓ = set B).
const SET_B: char = '\u{0181}';

/// The modules of the barcode: `true` for a bar, including the stop pattern.
pub fn modules(mrn: &str) -> Result<Vec<bool>, TadError> {
    let code = Code128::new(format!("{SET_B}{mrn}")).map_err(|_| TadError::Mrn(mrn.to_owned()))?;
    Ok(code.encode().into_iter().map(|m| m == 1).collect())
}

/// Draws the bars in the box at (`left`, `top`) of `width` × `height` mm, centred. The
/// module is at least 0.25 mm (HMRC prints 0.24 mm) so that a 200 dpi scan still resolves it.
pub fn draw(canvas: &mut Canvas, modules: &[bool], left: f32, top: f32, width: f32, height: f32) {
    // Quiet zones of ten modules each side are part of the symbol.
    let count = modules.len() as f32 + 20.0;
    let module = (width / count).max(0.25);
    let start = left + (width - module * modules.len() as f32) / 2.0;
    let mut i = 0;
    while i < modules.len() {
        if modules[i] {
            let run = modules[i..].iter().take_while(|m| **m).count();
            canvas.fill_rect(start + i as f32 * module, top, run as f32 * module, height);
            i += run;
        } else {
            i += 1;
        }
    }
}
