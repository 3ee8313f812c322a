//! `POST /v1/t01/{id}/{locale}/print-tad`: the Transit Accompanying Document of a released
//! movement as a PDF (spec 7; the layout is `vama-tad`'s, the same code the browser runs when
//! the server cannot be reached).
//!
//! `GET /v1/t01/tad-fonts/{regular|bold}`: the fonts the TAD embeds, for that browser copy
//! (web/src/features/t01/print/): it keeps them in its Cache Storage while the server answers.

use std::sync::Arc;

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use vama_rules::t01::{
    movement::{timers::Timer, Message},
    Declaration, T01,
};
use vama_rules::Kind;
use vama_store::{MessageRecord, TimerRecord};
use vama_tad::{Fonts, Locale, TadInput};

use crate::{
    auth::CurrentUser,
    documents::permission::{require, Need},
    error::{ApiError, ApiResult},
    json::ApiPath,
    state::AppState,
};

/// Statuses after IE029: the TAD travels with the goods.
pub const RELEASED: &[&str] = &[
    "MOVEMENT_RELEASED",
    "NCF_REGISTERED",
    "ARRIVED",
    "ARRIVAL_ACCEPTED",
    "GOODS_RELEASED",
    "IDLE",
];

pub async fn print_tad(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, locale)): ApiPath<(String, String)>,
) -> ApiResult<Response> {
    require(&user, T01::NAME, Need::Read)?;
    let locale = Locale::parse(&locale).ok_or_else(|| {
        ApiError::not_found(format!("No TAD in the locale '{locale}' (en, ro or ru)"))
    })?;
    let view = state
        .store
        .get_document_view(T01::NAME, &id, None, &user.access())
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No t01 with id {id}")))?;
    if !RELEASED.contains(&view.row.status.as_str()) {
        return Err(ApiError::conflict(format!(
            "The TAD is printed once the movement is released (IE029); this one is {}",
            view.row.status
        )));
    }
    let released = Released::of(&view.messages, &view.timers);
    let fonts = read_fonts(&state).await?;
    let body = view.row.body;
    let pdf = tokio::task::spawn_blocking(move || {
        let declaration: Declaration = serde_json::from_str(&body).map_err(ApiError::internal)?;
        let mrn = declaration.mrn.clone().unwrap_or_default();
        let pdf = vama_tad::render(
            &TadInput {
                declaration: &declaration,
                mrn: &mrn,
                release_date: &released.release_date,
                control_result: released.control_result.as_deref(),
                limit_date: released.limit_date.as_deref(),
                locale,
                // The server is the central system: its TAD is never a fallback one.
                business_continuity: false,
            },
            &Fonts {
                regular: &fonts.0,
                bold: &fonts.1,
            },
        )
        .map_err(ApiError::internal)?;
        Ok::<_, ApiError>((pdf, mrn))
    })
    .await
    .map_err(ApiError::internal)??;
    let (pdf, mrn) = pdf;
    // the file names the movement, as the web app names its download (TAD-<MRN>.pdf)
    let name = format!("inline; filename=\"{}\"", tad_file_name(&mrn, &id));
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/pdf"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&name).map_err(ApiError::internal)?,
            ),
        ],
        pdf.bytes,
    )
        .into_response())
}

/// `TAD-<MRN>.pdf` (the document id when no MRN is known), only letters, digits and hyphens.
pub fn tad_file_name(mrn: &str, id: &str) -> String {
    let name: String = if mrn.is_empty() { id } else { mrn }
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    format!("TAD-{name}.pdf")
}

/// What the release added to the declaration, as the movement holds it: the release date and
/// the control result of the office of departure the IE029 carried (a later step, e.g. the
/// destination's control results, does not change what departure found), and the time limit
/// for arrival the release started (the limit date [15 11], also when none was declared).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Released {
    pub release_date: String,
    pub control_result: Option<String>,
    pub limit_date: Option<String>,
}

impl Released {
    pub fn of(messages: &[MessageRecord], timers: &[TimerRecord]) -> Released {
        let ie029 = messages
            .iter()
            .rev()
            .find(|m| m.message_type == Message::IE029.code())
            .and_then(|m| serde_json::from_str::<serde_json::Value>(&m.payload).ok())
            .unwrap_or_default();
        let text = |v: &serde_json::Value| v.as_str().filter(|s| !s.is_empty()).map(str::to_owned);
        let limit_date = timers
            .iter()
            .rev()
            .find(|t| t.timer == Timer::Arrival.as_str())
            .and_then(|t| utc_date(t.due_at_ms));
        Released {
            release_date: text(&ie029["releaseDate"]).unwrap_or_default(),
            control_result: text(&ie029["controlResult"]["code"]),
            limit_date,
        }
    }
}

/// `YYYY-MM-DD` of an instant, in UTC (the time limits end at the end of a UTC day).
fn utc_date(ms: i64) -> Option<String> {
    let at = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)).ok()?;
    Some(at.date().to_string())
}

/// The fonts, read once per process (about 1 MB; every print needs them).
static FONTS: tokio::sync::OnceCell<Arc<(Vec<u8>, Vec<u8>)>> = tokio::sync::OnceCell::const_new();

pub(crate) async fn read_fonts(state: &AppState) -> ApiResult<Arc<(Vec<u8>, Vec<u8>)>> {
    FONTS
        .get_or_try_init(|| async { read_font_files(state).await.map(Arc::new) })
        .await
        .cloned()
}

async fn read_font_files(state: &AppState) -> ApiResult<(Vec<u8>, Vec<u8>)> {
    let dir = &state.config.font_dir;
    let read = |name: &str| {
        let path = dir.join(name);
        async move {
            tokio::fs::read(&path).await.map_err(|e| {
                ApiError::internal(format!(
                    "the TAD font {} cannot be read ({e}): install fonts-dejavu-core or set VAMA_FONT_DIR",
                    path.display()
                ))
            })
        }
    };
    Ok((
        read("DejaVuSans.ttf").await?,
        read("DejaVuSans-Bold.ttf").await?,
    ))
}

/// The read-only routes of printing that `documents::routes` merges.
pub fn routes() -> Router<AppState> {
    Router::new().route("/v1/t01/tad-fonts/{face}", get(tad_font))
}

/// One of the two fonts `print_tad` embeds. Signed-in users only (like the documents the
/// browser prints with them); cached for a year, as the files only change with the package.
pub async fn tad_font(
    State(state): State<AppState>,
    _user: CurrentUser,
    ApiPath(face): ApiPath<String>,
) -> ApiResult<Response> {
    let bold = match face.as_str() {
        "regular" => false,
        "bold" => true,
        _ => {
            return Err(ApiError::not_found(format!(
                "No TAD font '{face}' (regular or bold)"
            )))
        }
    };
    let fonts = read_fonts(&state).await?;
    let bytes = if bold {
        fonts.1.clone()
    } else {
        fonts.0.clone()
    };
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("font/ttf")),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=31536000, immutable"),
            ),
        ],
        bytes,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::tad_file_name;

    #[test]
    fn the_tad_file_is_named_after_the_mrn() {
        assert_eq!(
            tad_file_name("26MD1001000000001A", "doc-1"),
            "TAD-26MD1001000000001A.pdf"
        );
        // no MRN (never for a released movement): the document, and nothing that breaks the header
        assert_eq!(tad_file_name("", "a\"b/c"), "TAD-abc.pdf");
    }
}
