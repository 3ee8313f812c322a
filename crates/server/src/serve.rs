//! Serving connections so that no client can hold the server (issue 14): at most
//! `VAMA_MAX_CONNECTIONS` connections at once (the next ones wait in the kernel's listen queue
//! until one ends), every request's headers within `VAMA_HEADER_TIMEOUT_SECONDS` (a connection
//! that opens and sends nothing, trickles a header, or idles between keep-alive requests is
//! closed), and every request answered within `VAMA_REQUEST_TIMEOUT_SECONDS` (the router's
//! timeout layer, body reading included). `axum::serve` has none of these settings, so the
//! accept loop is hyper's, written out.

use std::{future::Future, net::SocketAddr, sync::Arc, time::Duration};

use axum::{extract::ConnectInfo, Router};
use hyper::server::conn::http1;
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    service::TowerToHyperService,
};
use tokio::{net::TcpListener, sync::Semaphore};
use tower::ServiceExt;

use crate::config::Config;

/// Serves `app` on `listener` until `shutdown` completes (connections being served then are
/// dropped).
pub async fn run(
    listener: TcpListener,
    app: Router,
    config: &Config,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(config.max_connections));
    let header_timeout = Duration::from_secs(config.header_timeout_secs);
    tokio::pin!(shutdown);
    loop {
        // A slot before accepting: beyond the limit, connections wait in the listen queue.
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => slot.expect("the semaphore is never closed"),
            () = &mut shutdown => return Ok(()),
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                // Out of file descriptors and the like: wait a moment rather than spin.
                Err(e) => {
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => return Ok(()),
        };
        let service =
            app.clone()
                .map_request(move |req: axum::http::Request<hyper::body::Incoming>| {
                    let mut req = req.map(axum::body::Body::new);
                    req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                    req
                });
        tokio::spawn(async move {
            // HTTP/1.1 only: browsers speak HTTP/2 to a TLS front (the load balancer), and
            // guessing the version of a connection that sends nothing would wait without a
            // timeout.
            let served = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
                .with_upgrades()
                .await;
            if let Err(e) = served {
                tracing::debug!(%peer, error = %e, "connection ended");
            }
            drop(slot);
        });
    }
}
